import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { mockApiProxy } from './openapi/tools/mock-api-proxy';

const mockTarget = process.env.STANCE_MOCK_API ?? 'http://127.0.0.1:4010';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const withMock = mode !== 'production' || env.VITE_MOCK_SCENARIOS === 'true';
  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: true }),
      react(),
      ...(withMock ? [mockApiProxy(mockTarget)] : []),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
      },
    },
    server: { host: 'localhost', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: Number(process.env.STANCE_PREVIEW_PORT ?? 4173), strictPort: true },
    build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 900 },
  };
});
