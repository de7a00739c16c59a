// The app's icons, rendered with sharp from one SVG in the repo during `vite build` (nothing is
// downloaded or committed as a PNG). Also serves them during `npm run dev`.
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import type { Plugin } from "vite";

/** The dark sky behind everything (global.css --sky). */
export const SKY = "#0b1026";

type IconSpec = {
  file: string;
  size: number;
  purpose: "any" | "maskable" | "apple";
  /** Share of the canvas the artwork fills; the rest is sky (maskable keeps to the safe zone). */
  scale: number;
};

export const ICONS: readonly IconSpec[] = [
  { file: "icons/icon-192.png", size: 192, purpose: "any", scale: 1 },
  { file: "icons/icon-512.png", size: 512, purpose: "any", scale: 1 },
  { file: "icons/maskable-192.png", size: 192, purpose: "maskable", scale: 0.8 },
  { file: "icons/maskable-512.png", size: 512, purpose: "maskable", scale: 0.8 },
  { file: "icons/apple-touch-icon-180.png", size: 180, purpose: "apple", scale: 1 },
];

/** The icons as the web app manifest lists them (Apple's is linked from the HTML instead). */
export const manifestIcons = ICONS.filter((i) => i.purpose !== "apple").map((i) => ({
  src: `/${i.file}`,
  sizes: `${i.size}x${i.size}`,
  type: "image/png",
  purpose: i.purpose,
}));

/** "any" icons keep the SVG's rounded corners; maskable and Apple ones are opaque squares. */
export async function renderIcon(svg: Buffer, icon: IconSpec): Promise<Buffer> {
  const inner = Math.round(icon.size * icon.scale);
  const art = await sharp(svg, { density: 144 }).resize(inner, inner).png().toBuffer();
  const image =
    icon.purpose === "any"
      ? sharp(art)
      : sharp({
          create: { width: icon.size, height: icon.size, channels: 4, background: SKY },
        })
          .composite([{ input: art, gravity: "centre" }])
          .flatten({ background: SKY });
  return image.png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
}

export function pwaIcons(source: string): Plugin {
  const render = async (icon: IconSpec) => renderIcon(await readFile(source), icon);
  const apple = ICONS.find((i) => i.purpose === "apple");
  return {
    name: "rocket:pwa-icons",
    transformIndexHtml: () =>
      apple
        ? [
            {
              tag: "link",
              attrs: { rel: "apple-touch-icon", href: `/${apple.file}` },
              injectTo: "head",
            },
          ]
        : [],
    async generateBundle() {
      for (const icon of ICONS) {
        this.emitFile({ type: "asset", fileName: icon.file, source: await render(icon) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const icon = ICONS.find((i) => req.url === `/${i.file}`);
        if (!icon) return next();
        render(icon).then((png) => {
          res.setHeader("content-type", "image/png");
          res.end(png);
        }, next);
      });
    },
  };
}
