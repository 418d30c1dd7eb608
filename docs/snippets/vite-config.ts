// vite.config.ts of the React quick start (docs/guide/react.md): WalletConnect's packages
// read Node's `global`.
// #region config
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  define: { global: 'globalThis' },
})
// #endregion config
