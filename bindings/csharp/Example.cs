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
                          Marshal.SizeOf(typeof(GenerateOptions)));
        Console.WriteLine("solution " + Sudoku.Solve(puzzle));
        Console.WriteLine("solutions " + Sudoku.CountSolutions(puzzle, 2));
        Console.WriteLine("candidates of r1c3 0x" + Sudoku.Candidates(puzzle)[2].ToString("x3"));

        Step step;
        Console.WriteLine("hint " + Sudoku.Hint(puzzle, out step));
        for (int cell = 0; cell < Sudoku.Cells; cell++)
        {
            if (step.Placements[cell] != 0)
                Console.WriteLine("hint places " + step.Placements[cell] + " in cell " + cell);
        }

        Rating rating = Sudoku.Rate(puzzle);
        Console.WriteLine("rating " + Sudoku.LevelName(rating.Level) + " " + rating.Score +
                          " " + Sudoku.TechniqueName(rating.Hardest));

        string generated = Sudoku.Generate(42, Level.Hard, Symmetry.Mirror);
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
        return 0;
    }
}
