/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_PARLEY_BASE_URL?: string;
}
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent;
  export default component;
}
