// Brotli (quality 11) and gzip (level 9) copies beside each fingerprinted text asset in
// build/client/assets (`name.js.br`, `name.js.gz`): compressed once here, served as they are
// by serveStatic({ precompressed: true }) in server/app.ts. Run at the end of `npm run build`
// (scripts/build-server.mjs); also runs alone: `node scripts/compress-assets.mjs [dir]`.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Types worth compressing (pictures and woff2 fonts are compressed already). */
const TEXT = /\.(js|mjs|css|svg|json|txt|html|xml|map|webmanifest)$/i;
const MIN_BYTES = 1024;

export async function compressAssets(dir) {
  const names = (await readdir(dir, { recursive: true })).filter((n) => TEXT.test(n));
  let raw = 0;
  let br = 0;
  let gz = 0;
  let files = 0;
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      if (!(await stat(file)).isFile()) return;
      const body = await readFile(file);
      if (body.length < MIN_BYTES) return;
      const [b, g] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      // a copy no smaller than the file is not worth a header
      if (b.length < body.length) await writeFile(`${file}.br`, b);
      if (g.length < body.length) await writeFile(`${file}.gz`, g);
      files++;
      raw += body.length;
      br += Math.min(b.length, body.length);
      gz += Math.min(g.length, body.length);
    }),
  );
  return { files, raw, br, gz };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? path.join(process.env.BUILD_DIR ?? "build", "client", "assets");
  const started = performance.now();
  const r = await compressAssets(dir);
  const kb = (n) => `${Math.round(n / 1024)} KB`;
  console.log(
    `assets compressed: ${r.files} files, ${kb(r.raw)} → br ${kb(r.br)}, gzip ${kb(r.gz)} (${Math.round(performance.now() - started)} ms)`,
  );
}
