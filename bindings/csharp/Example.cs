// libsudoku from C#: solve, hint, rate and generate. Build and run with Mono:
//   mcs -out:example.exe Sudoku.cs Example.cs
//   LD_LIBRARY_PATH=../../target/release mono example.exe
using System;
using System.Runtime.InteropServices;
using LibSudoku;

public static class Example
{
    public static int Main()
    {
        const string puzzle =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        Console.WriteLine("libsudoku " + Sudoku.Version());
        Console.WriteLine("struct sizes " + Marshal.SizeOf(typeof(Step)) + " " +
                          Marshal.SizeOf(typeof(Rating)) + " " +
                          Marshal.SizeOf(typeof(GenerateOptions)) + " " +
                          Marshal.SizeOf(typeof(Options)) + " " + Marshal.SizeOf(typeof(Stats)) +
                          " " + Marshal.SizeOf(typeof(Problem)));
        Console.WriteLine("solution " + Sudoku.Solve(puzzle));
        Console.WriteLine("solutions " + Sudoku.CountSolutions(puzzle, 2));
        Console.WriteLine("candidates of r1c3 0x" + Sudoku.Candidates(puzzle)[2].ToString("x3"));
        Console.WriteLine("reduced candidates of r1c3 0x" +
                          Sudoku.CandidatesReduced(puzzle)[2].ToString("x3"));

        Step step;
        Console.WriteLine("hint " + Sudoku.Hint(puzzle, out step));
        for (int cell = 0; cell < Sudoku.Cells; cell++)
        {
            if (step.Placements[cell] != 0)
                Console.WriteLine("hint places " + step.Placements[cell] + " in cell " + cell);
        }
        string played = puzzle.Substring(0, 2) + "4" + puzzle.Substring(3);
        Console.WriteLine("hint in play " + Sudoku.Hint(played, out step, 0, puzzle));

        const string hard =
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
        ulong guesses;
        Console.WriteLine("hard " + Sudoku.SolveLimited(hard, 0, out guesses) + " after " +
                          guesses + " guesses");
        try
        {
            Sudoku.SolveLimited(hard, 1, out guesses);
        }
        catch (SudokuException e)
        {
            Console.WriteLine("one guess " + e.Status);
        }
        try
        {
            Sudoku.CountSolutions(hard, 2, 1);
        }
        catch (SudokuException e)
        {
            Console.WriteLine("counted within one guess " + e.Status);
        }
        try
        {
            Sudoku.CandidatesReduced(hard, 1);
        }
        catch (SudokuException e)
        {
            Console.WriteLine("reduced within one guess " + e.Status);
        }

        Problem problem = Sudoku.Validate("55" + puzzle.Substring(2));
        Console.WriteLine("validate " + (Status)problem.Status + " cell " + problem.Cell +
                          " other " + problem.OtherCell + " digit " + problem.Value);

        Status[] statuses;
        string[] solved = Sudoku.SolveBatch(new[] { puzzle, "12345678.........9" + new string('.', 63) },
                                            2, out statuses);
        Console.WriteLine("batch " + statuses[0] + " " + statuses[1] + " " +
                          (solved[0] == Sudoku.Solve(puzzle)));

        Rating rating = Sudoku.Rate(puzzle);
        Console.WriteLine("rating " + Sudoku.LevelName(rating.Level) + " " + rating.Score +
                          " " + Sudoku.TechniqueName(rating.Hardest));

        try
        {
            Sudoku.Rate(hard, 1);
        }
        catch (SudokuException e)
        {
            Console.WriteLine("rated within one guess " + e.Status);
        }

        string generated = Sudoku.Generate(42, Level.Hard, Symmetry.Mirror, Level.Extreme);
        Console.WriteLine("generated " + generated);
        Console.WriteLine("generated rating " + Sudoku.LevelName(Sudoku.Rate(generated).Level));

        try
        {
            Sudoku.Solve("12345678.........9" + new string('.', 63));
        }
        catch (SudokuException e)
        {
            Console.WriteLine("no solution " + e.Status + " " + e.Message);
        }

        const string diagonal =
            "2.............62....1....7...6..8...3...9...7...6..4...4....8....52.............3";
        Rules x = new Rules { Flags = Rule.Diagonals };
        Console.WriteLine("rules struct size " + Marshal.SizeOf(typeof(NativeRules)));
        Console.WriteLine("diagonal " + Sudoku.Solve(diagonal, x));
        Console.WriteLine("diagonal solutions " + Sudoku.CountSolutions(diagonal, x, 5) +
                          ", classic " + Sudoku.CountSolutions(diagonal, 5));
        byte[] cages = new byte[Sudoku.Cells];
        cages[0] = cages[1] = 1;
        Problem fault = Sudoku.CheckRules(new Rules { Cages = cages, Sums = new byte[] { 2 } });
        Console.WriteLine("rules " + (Status)fault.Status + " fault " + fault.Value + " cage " +
                          fault.UnitIndex);
        Problem repeated = Sudoku.Validate("2" + new string('.', 79) + "2", x);
        Console.WriteLine("diagonal repeat " + (Status)repeated.Status + " cell " + repeated.Cell +
                          " unit " + repeated.Unit);
        ushort[] marks = Sudoku.Candidates(new string('.', 81),
                                           new Rules { Cages = cages, Sums = new byte[] { 3 } });
        Console.WriteLine("cage candidates of r1c1 0x" + marks[0].ToString("x3"));
        string made = Sudoku.Generate(7, x);
        Console.WriteLine("generated diagonal solutions " + Sudoku.CountSolutions(made, x, 5));
        Rules killer;
        string empty = Sudoku.GenerateKiller(3, new Rules(), false, out killer);
        Console.WriteLine("killer solutions " + Sudoku.CountSolutions(empty, killer, 5) +
                          ", struct size " + Marshal.SizeOf(typeof(Killer)));
        Step first;
        Sudoku.Hint(empty, killer, out first);
        Console.WriteLine("killer hint " + Sudoku.TechniqueName(first.Technique) + ", rating " +
                          Sudoku.LevelName(Sudoku.Rate(empty, killer).Level));
        Rules jigsaw;
        string pieces = Sudoku.GenerateJigsaw(3, new Rules(), out jigsaw);
        Console.WriteLine("jigsaw solutions " + Sudoku.CountSolutions(pieces, jigsaw, 5));
        return 0;
    }
}
