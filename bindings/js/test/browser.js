// The page of examples-web/ in headless Chromium, driven by playwright-core: it loads,
// generates a hard puzzle from a fixed seed, gives a hint whose highlighted cells and
// text are the library's step for that board, takes the hinted digit, and is saved as a
// screenshot (SCREENSHOT, by default target/web/page.png). Then the README's page snippet
// runs against this package, installed as the snippet expects it.
//
// Chromium is Debian's (/usr/bin/chromium) unless CHROMIUM names another.
import { createServer } from "node:http";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, extname, join, normalize } from "node:path";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";
import { load } from "../sudoku.js";
import { root } from "./native.js";

const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".wasm": "application/wasm" };
const SEED = "2024";
const screenshot = process.env.SCREENSHOT ?? join(root, "target/web/page.png");
const executablePath = process.env.CHROMIUM ?? "/usr/bin/chromium";

// A plain static file server for the repository's folder, on a free loopback port.
function serve() {
  const server = createServer(async (request, response) => {
    const asked = decodeURIComponent(new URL(request.url, "http://x").pathname);
    const path = normalize(join(root, asked.endsWith("/") ? `${asked}index.html` : asked));
    try {
      if (!path.startsWith(root)) throw new Error("outside the root");
      const body = await readFile(path);
      response.writeHead(200, { "content-type": TYPES[extname(path)] ?? "application/octet-stream" });
      response.end(body);
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

if (!existsSync(executablePath)) {
  console.error(`${executablePath} is missing: install Chromium, or name one in CHROMIUM`);
  process.exit(1);
}
const server = await serve();
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
try {
  const page = await browser.newPage({ viewport: { width: 520, height: 900 } });
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(`http://127.0.0.1:${server.address().port}/examples-web/`);
  await page.waitForSelector("body[data-ready=true]");
  await page.selectOption("#level", "hard");
  await page.fill("#seed", SEED);
  await page.click("#new");
  await page.waitForFunction((seed) => document.getElementById("grid").dataset.seed === seed, SEED);
  const puzzle = await page.getAttribute("#grid", "data-puzzle");

  const sudoku = await load();
  assert.equal(puzzle, sudoku.generate(BigInt(SEED), { level: "hard", symmetry: "rotational180" }));
  const rating = sudoku.rate(puzzle);
  assert.equal(rating.level, "hard");
  assert.match(await page.textContent("#rating"), new RegExp(`hard, score ${rating.score}`));

  await page.click("#hint");
  const expected = sudoku.hint(puzzle, sudoku.candidates(puzzle));
  assert.equal(await page.textContent("#hint-text"), expected.description);
  const highlighted = await page.$$eval(".cell.hinted", (cells) => cells.map((cell) => Number(cell.dataset.cell)));
  assert.deepEqual(highlighted, expected.cells);

  assert.ok(expected.placements.length > 0, expected.description);
  const { cell, digit } = expected.placements[0];
  await page.click(`.cell[data-cell="${cell}"]`);
  await page.keyboard.press(String(digit));
  assert.equal(await page.textContent(`.cell[data-cell="${cell}"]`), String(digit));
  const board = await page.getAttribute("#grid", "data-board");
  assert.equal(board, puzzle.slice(0, cell) + digit + puzzle.slice(cell + 1));
  assert.equal(await page.$$eval(".cell.conflict", (cells) => cells.length), 0);

  // a digit against the rules is shown as a mistake
  const given = [...puzzle].findIndex((c) => c !== ".");
  const clash = [...puzzle].findIndex((c, i) => c === "." && i !== cell && Math.floor(i / 9) === Math.floor(given / 9));
  await page.click(`.cell[data-cell="${clash}"]`);
  await page.keyboard.press(puzzle[given]);
  assert.ok(await page.$eval(`.cell[data-cell="${clash}"]`, (c) => c.classList.contains("conflict")));
  await page.keyboard.press("Backspace");

  await page.click("#show-candidates");
  const shown = await page.$$eval(".marks", (marks) => marks.length);
  assert.equal(shown, [...board].filter((c) => c === ".").length);
  await page.click("#hint");
  await mkdir(dirname(screenshot), { recursive: true });
  await page.screenshot({ path: screenshot, fullPage: true });
  assert.deepEqual(errors, []);

  // the README's page snippet, in a folder where the package is installed as it expects
  const readme = await readFile(join(root, "README.md"), "utf8");
  const snippet = readme.split("```html\n")[1].split("```")[0];
  const folder = join(root, "target/web/snippet");
  await mkdir(join(folder, "node_modules/libsudoku"), { recursive: true });
  for (const file of ["sudoku.js", "sudoku.wasm"]) {
    await copyFile(join(root, "bindings/js", file), join(folder, "node_modules/libsudoku", file));
  }
  await writeFile(join(folder, "index.html"), `<!doctype html>\n<body></body>\n${snippet}`);
  await page.goto(`http://127.0.0.1:${server.address().port}/target/web/snippet/`);
  const made = sudoku.generate(42n, { level: "hard" });
  const text = `${made}: ${sudoku.hint(made).description}`;
  await page.waitForFunction((text) => document.body.textContent === text, text);
  assert.deepEqual(errors, []);
  console.log(`browser test passed; screenshot: ${screenshot}`);
} finally {
  await browser.close();
  server.close();
}
