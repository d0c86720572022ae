import { createApp } from 'vue';
// Registers <parley-inbox>, <parley-composer> and <parley-form>.
import '@parley/embeds';
import App from './App.vue';

createApp(App).mount('#app');
