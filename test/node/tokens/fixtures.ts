/** Test-only keys. Never use these anywhere else: they are public. */
import type { JWK } from 'jose';

export const HS_SECRET = 'sandbox-embed-secret-0123456789abcdef0123456789abcdef';

export const ED25519_PRIVATE_JWK: JWK = {
  kty: 'OKP',
  crv: 'Ed25519',
  d: 'jJHMLbvCQ9RRABlj1FUouS0txvnoOpJDDG9IVSPnkGY',
  x: '49DfnCSwwtujW7OLTe9P6ItfzX0dVUb_VPz6EcxLUoM',
};
export const ED25519_PUBLIC_JWK: JWK = { kty: 'OKP', crv: 'Ed25519', x: ED25519_PRIVATE_JWK.x! };
export const ED25519_PKCS8 = `-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEIIyRzC27wkPUUQAZY9RVKLktLcb56DqSQwxvSFUj55Bm
-----END PRIVATE KEY-----`;
export const ED25519_SPKI = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEA49DfnCSwwtujW7OLTe9P6ItfzX0dVUb/VPz6EcxLUoM=
-----END PUBLIC KEY-----`;

export const P256_PRIVATE_JWK: JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: 'uQRqkvlqkDdkSUHipxGi5ci84b_0TpB4j-dmh41cWAA',
  y: 'Xv3sOaPFwy1RitSTOksp5S6ywnbM3Hmy_KqSPzO6cj8',
  d: 'gJ7Jcb7KZHU6qabRTWE7nG7RDtGAqVSYl4yeUMLl8WU',
};
export const P256_PUBLIC_JWK: JWK = { kty: 'EC', crv: 'P-256', x: P256_PRIVATE_JWK.x!, y: P256_PRIVATE_JWK.y! };
export const P256_PKCS8 = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQggJ7Jcb7KZHU6qabR
TWE7nG7RDtGAqVSYl4yeUMLl8WWhRANCAAS5BGqS+WqQN2RJQeKnEaLlyLzhv/RO
kHiP52aHjVxYAF797DmjxcMtUYrUkzpLKeUussJ2zNx5svyqkj8zunI/
-----END PRIVATE KEY-----`;
export const P256_SPKI = `-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEuQRqkvlqkDdkSUHipxGi5ci84b/0
TpB4j+dmh41cWABe/ew5o8XDLVGK1JM6SynlLrLCdszcebL8qpI/M7pyPw==
-----END PUBLIC KEY-----`;

/** 2023-11-14T22:13:20Z: the frozen clock of every golden test. */
export const FROZEN_NOW = 1_700_000_000_000;
