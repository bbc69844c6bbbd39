import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// No vanilla-extract plugin here on purpose: the package ships precompiled CSS.
export default defineConfig({ plugins: [react()] });
