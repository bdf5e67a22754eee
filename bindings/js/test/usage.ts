// Compiled, never run, by `npm test` (tsc --noEmit): the declarations of sudoku.d.ts
// describe what a TypeScript program may write.
import { load, SudokuError, type Hint, type Jigsaw, type Killer, type Rating, type Rules, type RulesCheck, type Sudoku, type Unit, type Validation } from "libsudoku";

async function main(): Promise<void> {
  const sudoku: Sudoku = await load();
  const fromBytes: Sudoku = await load(new Uint8Array(0));
  const puzzle: string = sudoku.generate(42n, { level: "hard", maxLevel: "extreme", symmetry: "mirror", minimal: false, maxTries: 10 });
  const solution: string = sudoku.solve(puzzle) + sudoku.solveUnique(puzzle) + fromBytes.generateSolved(7);
  const count: number = sudoku.countSolutions(puzzle) + sudoku.countSolutions(puzzle, 10);
  const masks: Uint16Array = sudoku.candidates(puzzle);
  const hint: Hint | null = sudoku.hint(puzzle, masks) ?? sudoku.hint(puzzle, [...masks]);
  const cells: number[] = hint === null ? [] : [...hint.cells, ...hint.placements.map((p) => p.cell)];
  const rating: Rating = sudoku.rate(puzzle);
  const hardest: string | null = rating.hardest;
  const problem: Validation = sudoku.validate(puzzle);
  const unit: Unit | null = problem.unit;
  const killer: Killer = sudoku.generateKiller(1n, { givens: true, rules: { diagonals: true }, symmetry: "mirror" });
  const killerRules: Rules = { cages: killer.cages, sums: killer.sums, diagonals: true };
  const jigsaw: Jigsaw = sudoku.generateJigsaw(2, { level: "easy", rules: { antiKing: true } });
  const check: RulesCheck = sudoku.checkRules({ regions: jigsaw.regions, antiKing: true });
  const fault: string | null = check.fault;
  const variant: string = sudoku.solve(killer.puzzle, killerRules) + sudoku.generate(3, { rules: { windoku: true } });
  const variantHint: Hint | null = sudoku.hint(killer.puzzle, null, null, killerRules);
  const variantCount: number = sudoku.countSolutions(jigsaw.puzzle, 2, { regions: jigsaw.regions });
  const bounded: number = sudoku.countSolutions(jigsaw.puzzle, 2, { regions: jigsaw.regions }, { maxGuesses: Infinity });
  const limited: Rating = sudoku.rate(killer.puzzle, killerRules, { maxGuesses: 100_000n });
  console.log(fault, variant, variantHint?.houses, variantCount, bounded, limited.level, sudoku.rate(killer.puzzle, killerRules).level);
  try {
    sudoku.solve(puzzle);
  } catch (error) {
    if (error instanceof SudokuError) {
      const status: string = error.status;
      console.log(status, error.message);
    }
  }
  console.log(solution, count, cells, hardest, unit, sudoku.version, sudoku.memoryBytes);
}

void main;
