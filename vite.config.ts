import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Lazy chunks as the spec names them: missions, tools and contact load only when visited;
// everything else is the main entry or a small page chunk of its own.
const chunkGroups = [
  { name: "missions", test: /src\/web\/features\/(mission-list|mission-player)\// },
  { name: "tools", test: /src\/web\/features\/tools\// },
  { name: "contact", test: /src\/web\/features\/contact\// },
];

export default defineConfig({
  root: "src/web",
  plugins: [react()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: chunkGroups } },
    },
  },
  server: { port: 3000, proxy: { "/api": "http://localhost:3001" } },
});
