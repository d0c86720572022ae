/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_PARLEY_BASE_URL?: string;
}
