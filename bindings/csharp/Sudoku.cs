// libsudoku from C# through P/Invoke. Native holds the C declarations with their exact
// marshalling (see docs/BINDINGS.md, C#); Sudoku wraps them and throws SudokuException for any status
// but OK. The library is found as "sudoku": libsudoku.so on Linux (LD_LIBRARY_PATH or the
// loader's path), libsudoku.dylib on macOS, sudoku.dll on Windows; or the file LIBSUDOKU_PATH
// names; or, where only the runtime name libsudoku.so.0 is installed (a runtime package has
// no development link), that (RuntimeName), as the Python and Lua bindings do.
using System;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Text;

namespace LibSudoku
{
    public enum Status
    {
        Ok = 0, NoSolution = 1, MultipleSolutions = 2, LimitReached = 3, Solved = 4,
        ErrNull = -1, ErrInvalidByte = -2, ErrDuplicateGiven = -3, ErrArgument = -4,
        ErrInternal = -5, ErrCandidates = -6, ErrRules = -7,
    }

    /// <summary>The rules a variant adds to the classic ones (SUDOKU_RULE_*).</summary>
    [Flags]
    public enum Rule : uint
    {
        None = 0, Diagonals = 1, Windoku = 2, AntiKnight = 4, AntiKing = 8, NonConsecutive = 16,
    }

    /// <summary>A variant: Flags, Regions (81 region ids 0-8 in place of the boxes, or
    /// null), Cages (81 cage ids, 0 for none, or null) and Sums (cage k's sum at index
    /// k - 1).</summary>
    public sealed class Rules
    {
        public Rule Flags;
        public byte[] Regions;
        public byte[] Cages;
        public byte[] Sums = new byte[0];
    }

    /// <summary>sudoku_rules: what the library reads, pointing into pinned arrays.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct NativeRules
    {
        public uint Size;
        public uint Flags;
        public IntPtr Regions;
        public uint CageCount;
        public IntPtr Cages;
        public IntPtr CageSums;
    }

    public enum Level { Any = 0, Beginner, Easy, Medium, Hard, Expert, Extreme }

    public enum Symmetry { None = 0, Rotational180, Rotational90, Mirror, Diagonal }

    /// <summary>sudoku_generate_options: blittable, passed by reference.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct GenerateOptions
    {
        public uint Size;
        public int Level;
        public int Symmetry;
        public uint NotMinimal;
        public uint MaxTries;
        public int MaxLevel;
    }

    /// <summary>sudoku_options: blittable (the ulong sits at offset 8 on every platform).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct Options
    {
        public uint Size;
        public uint Reserved;
        public ulong MaxGuesses;
    }

    /// <summary>sudoku_stats: blittable.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct Stats
    {
        public uint Size;
        public uint Reserved;
        public ulong Guesses;
    }

    /// <summary>sudoku_problem: six ints, blittable, written by sudoku_validate.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct Problem
    {
        public int Status;
        public int Cell;
        public int OtherCell;
        public int Value;
        public int Unit;
        public int UnitIndex;
    }

    /// <summary>sudoku_killer; the arrays are copied in and out by the marshaller.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct Killer
    {
        public uint Size;
        public uint CageCount;
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 81)]
        public byte[] Cages;
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 81)]
        public byte[] CageSums;
    }

    /// <summary>sudoku_rating; the array is copied in and out by the marshaller.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct Rating
    {
        public uint Size;
        public int Level;
        public uint Score;
        public int Hardest;
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 64)]
        public uint[] Steps;
    }

    /// <summary>sudoku_step, field for field.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct Step
    {
        public uint Size;
        public int Technique;
        public ushort Digits;
        public ushort ChainLength;
        public uint Houses;
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 81)] public ushort[] Pattern;
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 81)] public ushort[] Eliminations;
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 81)] public byte[] Placements;
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 24)] public byte[] ChainCells;
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 24)] public byte[] ChainDigits;
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 3)] public byte[] Reserved;
    }

    /// <summary>The C functions. Boards are byte[81] (pinned, so the library writes into
    /// them in place); statuses are int; size_t is UIntPtr; returned strings are IntPtr,
    /// read with Marshal.PtrToStringAnsi and never freed.</summary>
    internal static class Native
    {
        internal const string Lib = "sudoku";

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_solve(byte[] board);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_solve_unique_with(byte[] board, ref Options options,
                                                            IntPtr stats);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_count_solutions_with(byte[] board, uint limit, out uint count,
                                                               ref Options options, IntPtr stats);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_solve_with(byte[] board, ref Options options, ref Stats stats);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_solve_batch_with(byte[] boards, UIntPtr count,
                                                           [Out] int[] statuses, uint threads,
                                                           ref Options options);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_validate(byte[] board, out Problem problem);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_rules_check(ref NativeRules rules, out Problem problem);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_solve_rules_with(byte[] board, ref NativeRules rules,
                                                           ref Options options, IntPtr stats);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_count_solutions_rules_with(byte[] board, ref NativeRules rules,
                                                                     uint limit, out uint count,
                                                                     ref Options options, IntPtr stats);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_candidates(byte[] board, [Out] ushort[] candidates);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_generate_rules(ulong seed, ref NativeRules rules,
                                                         ref GenerateOptions options,
                                                         [Out] byte[] output);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_generate_jigsaw(ulong seed, ref NativeRules rules,
                                                          ref GenerateOptions options,
                                                          [Out] byte[] regions, [Out] byte[] output);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_generate_killer(ulong seed, ref NativeRules rules,
                                                          ref GenerateOptions options, uint givens,
                                                          ref Killer killer, [Out] byte[] output);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_validate_rules(byte[] board, ref NativeRules rules,
                                                         out Problem problem);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_candidates_rules(byte[] board, ref NativeRules rules,
                                                           [Out] ushort[] candidates);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_candidates_reduced_with(byte[] board, ref Options options,
                                                                  [Out] ushort[] candidates);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_hint_with(byte[] board, ushort[] candidates,
                                                    ref Options options, ref Step hint);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_hint_in_play(byte[] givens, byte[] board,
                                                       ushort[] candidates, ref Options options,
                                                       ref Step hint);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_hint_describe(ref Step hint, [Out] byte[] buffer,
                                                        UIntPtr size, out UIntPtr length);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_rate_with(byte[] board, ref Options options,
                                                    ref Rating rating);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_hint_rules(byte[] board, ref NativeRules rules,
                                                     ushort[] candidates, ref Options options,
                                                     ref Step hint);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_hint_describe_rules(ref Step hint, ref NativeRules rules,
                                                              [Out] byte[] buffer, UIntPtr size,
                                                              out UIntPtr length);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_rate_rules(byte[] board, ref NativeRules rules,
                                                     ref Options options, ref Rating rating);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern int sudoku_generate(ulong seed, ref GenerateOptions options,
                                                   [Out] byte[] output);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr sudoku_status_name(int status);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr sudoku_status_str(int status);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr sudoku_technique_name(int technique);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr sudoku_level_name(int level);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        internal static extern IntPtr sudoku_version();
    }

    /// <summary>Names the file behind "sudoku" before the first call, where the runtime's
    /// own search would not find it: the path in LIBSUDOKU_PATH when that is set (as the
    /// Python and Lua bindings take it), or, on Linux and the BSDs, the runtime name
    /// libsudoku.so.0 where the development link libsudoku.so is missing (a runtime package
    /// installs no development link). It maps the name through Mono's dllmap, or .NET's
    /// NativeLibrary resolver (looked up by reflection, so that the file also builds for
    /// Mono and .NET Framework, which lack it). Elsewhere it changes nothing, and the
    /// runtime's search reports what is missing.</summary>
    internal static class RuntimeName
    {
        private const string Development = "libsudoku.so";
        private const string Runtime = "libsudoku.so.0";
        private const int RtldLazy = 1;

        [DllImport("libdl.so.2")]
        private static extern IntPtr dlopen(string file, int mode);

        [DllImport("__Internal")]
        private static extern void mono_dllmap_insert(IntPtr assembly, string dll, string func,
                                                      string targetDll, string targetFunc);

        internal static void Register(string lib)
        {
            try
            {
                string target = Environment.GetEnvironmentVariable("LIBSUDOKU_PATH");
                if (string.IsNullOrEmpty(target))
                {
                    bool elf = Environment.OSVersion.Platform == PlatformID.Unix &&
                               !Environment.OSVersion.VersionString.Contains("Darwin");
                    if (!elf || dlopen(Development, RtldLazy) != IntPtr.Zero ||
                        dlopen(Runtime, RtldLazy) == IntPtr.Zero) return;
                    target = Runtime;
                }
                if (Type.GetType("Mono.Runtime") != null)
                {
                    mono_dllmap_insert(IntPtr.Zero, lib, null, target, null);
                    return;
                }
                Type nativeLibrary = Type.GetType("System.Runtime.InteropServices.NativeLibrary");
                Type resolver = Type.GetType("System.Runtime.InteropServices.DllImportResolver");
                if (nativeLibrary == null || resolver == null) return;
                MethodInfo load = nativeLibrary.GetMethod("Load", new[] { typeof(string) });
                Func<string, Assembly, DllImportSearchPath?, IntPtr> toTarget =
                    (name, assembly, searchPath) =>
                        name == lib ? (IntPtr)load.Invoke(null, new object[] { target }) : IntPtr.Zero;
                Delegate handler = Delegate.CreateDelegate(resolver, toTarget.Target, toTarget.Method);
                nativeLibrary.GetMethod("SetDllImportResolver")
                    .Invoke(null, new object[] { typeof(RuntimeName).Assembly, handler });
            }
            catch (Exception)
            {
                // no libdl.so.2 (musl, Windows), or a runtime without these hooks: the
                // runtime's own search
            }
        }
    }

    public class SudokuException : Exception
    {
        public Status Status { get; private set; }

        /// <summary>The message is the library's: the status's C name, then what it means
        /// ("SUDOKU_NO_SOLUTION: the board has no solution").</summary>
        public SudokuException(Status status)
            : base(Marshal.PtrToStringAnsi(Native.sudoku_status_name((int)status)) + ": " +
                   Marshal.PtrToStringAnsi(Native.sudoku_status_str((int)status)))
        {
            Status = status;
        }
    }

    /// <summary>The library's calls. Each forwards to Calls (never inlined), so that the
    /// library is named (RuntimeName) before the code that calls it is compiled: Mono binds
    /// a P/Invoke target when it compiles the method that calls it, before that method's
    /// static constructor runs.</summary>
    public static class Sudoku
    {
        public const int Cells = Calls.Cells;

        static Sudoku()
        {
            RuntimeName.Register(Native.Lib);
        }

        public static string Version()
        {
            return Calls.Version();
        }

        public static string LevelName(int level)
        {
            return Calls.LevelName(level);
        }

        public static string TechniqueName(int technique)
        {
            return Calls.TechniqueName(technique);
        }

        public static string Solve(string board)
        {
            return Calls.Solve(board);
        }

        /// <summary>The solution, only when it is unique; LimitReached when the search
        /// needs more than maxGuesses guesses (0: the default).</summary>
        public static string SolveUnique(string board, ulong maxGuesses = 0)
        {
            return Calls.SolveUnique(board, maxGuesses);
        }

        /// <summary>The number of solutions, counted up to limit; LimitReached when the
        /// search needs more than maxGuesses guesses (0: the default).</summary>
        public static uint CountSolutions(string board, uint limit, ulong maxGuesses = 0)
        {
            return Calls.CountSolutions(board, limit, maxGuesses);
        }

        /// <summary>The solution under rules, with at most maxGuesses guesses (0: the
        /// default).</summary>
        public static string Solve(string board, Rules rules, ulong maxGuesses = 0)
        {
            return Calls.Solve(board, rules, maxGuesses);
        }

        /// <summary>The number of solutions under rules, counted up to limit.</summary>
        public static uint CountSolutions(string board, Rules rules, uint limit, ulong maxGuesses = 0)
        {
            return Calls.CountSolutions(board, rules, limit, maxGuesses);
        }

        /// <summary>What is wrong with rules: Status is Ok, or ErrRules with a
        /// sudoku_rules_fault in Value.</summary>
        public static Problem CheckRules(Rules rules)
        {
            return Calls.CheckRules(rules);
        }

        /// <summary>The solution with at most maxGuesses guesses (0: the default), and the
        /// guesses made.</summary>
        public static string SolveLimited(string board, ulong maxGuesses, out ulong guesses)
        {
            return Calls.SolveLimited(board, maxGuesses, out guesses);
        }

        /// <summary>Solves many boards on threads threads (0: all cores): each board's
        /// result (solved where its status is Ok, unchanged otherwise) and status, which is
        /// LimitReached where the search needs more than maxGuesses guesses (0: the
        /// default).</summary>
        public static string[] SolveBatch(string[] boards, uint threads, out Status[] statuses, ulong maxGuesses = 0)
        {
            return Calls.SolveBatch(boards, threads, out statuses, maxGuesses);
        }

        /// <summary>What is wrong with a board, and where (Status 0 when nothing).</summary>
        public static Problem Validate(string board)
        {
            return Calls.Validate(board);
        }

        public static ushort[] Candidates(string board)
        {
            return Calls.Candidates(board);
        }

        /// <summary>What is wrong with a board under rules: a repeat in any unit, cage or
        /// move of the rules (Status 0 when nothing).</summary>
        public static Problem Validate(string board, Rules rules)
        {
            return Calls.Validate(board, rules);
        }

        /// <summary>The candidates the givens leave under rules, cage sums
        /// included.</summary>
        public static ushort[] Candidates(string board, Rules rules)
        {
            return Calls.Candidates(board, rules);
        }

        /// <summary>The candidates left once the solution's techniques have run, for a
        /// puzzle with one solution; LimitReached when the search for the solution needs
        /// more than maxGuesses guesses (0: the default).</summary>
        public static ushort[] CandidatesReduced(string board, ulong maxGuesses = 0)
        {
            return Calls.CandidatesReduced(board, maxGuesses);
        }

        /// <summary>The next step and its description; null when the board is full;
        /// LimitReached when the search for the solution needs more than maxGuesses
        /// guesses (0: the default). givens: the puzzle the board was played from, or null;
        /// with it the board's other digits count as the player's (avoidable rectangles
        /// need this), and a board that lost a given is an ArgumentError.</summary>
        public static string Hint(string board, out Step step, ulong maxGuesses = 0,
                                  string givens = null)
        {
            return Calls.Hint(board, out step, maxGuesses, givens);
        }

        /// <summary>Hint under rules: the description names the rules' cages and
        /// houses.</summary>
        public static string Hint(string board, Rules rules, out Step step, ulong maxGuesses = 0)
        {
            return Calls.Hint(board, rules, out step, maxGuesses);
        }

        /// <summary>The rating of a puzzle with one solution; LimitReached when the search
        /// for it needs more than maxGuesses guesses (0: the default).</summary>
        public static Rating Rate(string board, ulong maxGuesses = 0)
        {
            return Calls.Rate(board, maxGuesses);
        }

        /// <summary>Rate under rules.</summary>
        public static Rating Rate(string board, Rules rules, ulong maxGuesses = 0)
        {
            return Calls.Rate(board, rules, maxGuesses);
        }

        /// <summary>A puzzle rated from level to maxLevel (Level.Any: exactly level).</summary>
        public static string Generate(ulong seed, Level level, Symmetry symmetry, Level maxLevel = Level.Any)
        {
            return Calls.Generate(seed, level, symmetry, maxLevel);
        }

        /// <summary>A jigsaw puzzle under rules (its flags and cages): the puzzle's
        /// givens, and in jigsaw its rules, with a random layout of regions.</summary>
        public static string GenerateJigsaw(ulong seed, Rules rules, out Rules jigsaw)
        {
            return Calls.GenerateJigsaw(seed, rules, out jigsaw);
        }

        /// <summary>A killer puzzle under rules (its flags and regions): the puzzle's
        /// givens (none unless givens is true), and in killer its rules, with the cages
        /// made and their sums.</summary>
        public static string GenerateKiller(ulong seed, Rules rules, bool givens, out Rules killer)
        {
            return Calls.GenerateKiller(seed, rules, givens, out killer);
        }

        /// <summary>A puzzle unique under rules, at any level.</summary>
        public static string Generate(ulong seed, Rules rules, Symmetry symmetry = Symmetry.None)
        {
            return Calls.Generate(seed, rules, symmetry);
        }
    }

    /// <summary>The calls behind Sudoku's: boards in and out, statuses turned into
    /// SudokuException.</summary>
    internal static class Calls
    {
        internal const int Cells = 81;

        private static void Check(int status)
        {
            if (status != (int)Status.Ok) throw new SudokuException((Status)status);
        }

        private static byte[] Board(string board)
        {
            if (board == null || board.Length != Cells) throw new SudokuException(Status.ErrArgument);
            return Encoding.ASCII.GetBytes(board);
        }

        private static string Text(byte[] board)
        {
            return Encoding.ASCII.GetString(board, 0, Cells);
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static string Version()
        {
            return Marshal.PtrToStringAnsi(Native.sudoku_version());
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static string LevelName(int level)
        {
            return Marshal.PtrToStringAnsi(Native.sudoku_level_name(level));
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static string TechniqueName(int technique)
        {
            return Marshal.PtrToStringAnsi(Native.sudoku_technique_name(technique));
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static string Solve(string board)
        {
            byte[] bytes = Board(board);
            Check(Native.sudoku_solve(bytes));
            return Text(bytes);
        }

        /// <summary>Options for a search of at most maxGuesses guesses. 0 is the library's
        /// default: no limit under the classic rules, SUDOKU_RULES_DEFAULT_GUESSES (5,000; for
        /// a hint or rating 200,000 with its techniques) under variant rules;
        /// ulong.MaxValue asks for no limit at all.</summary>
        private static Options Limit(ulong maxGuesses)
        {
            return new Options { Size = (uint)Marshal.SizeOf(typeof(Options)), MaxGuesses = maxGuesses };
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static string SolveUnique(string board, ulong maxGuesses = 0)
        {
            byte[] bytes = Board(board);
            Options options = Limit(maxGuesses);
            Check(Native.sudoku_solve_unique_with(bytes, ref options, IntPtr.Zero));
            return Text(bytes);
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static uint CountSolutions(string board, uint limit, ulong maxGuesses = 0)
        {
            uint count;
            Options options = Limit(maxGuesses);
            Check(Native.sudoku_count_solutions_with(Board(board), limit, out count, ref options,
                                                     IntPtr.Zero));
            return count;
        }

        /// <summary>Calls use with the native form of rules, its arrays pinned for the
        /// call.</summary>
        private static T WithRules<T>(Rules rules, Func<NativeRules, T> use)
        {
            if (rules == null || (rules.Regions != null && rules.Regions.Length != Cells) ||
                (rules.Cages != null && rules.Cages.Length != Cells) || rules.Sums == null)
                throw new SudokuException(Status.ErrArgument);
            GCHandle regions = GCHandle.Alloc(rules.Regions, GCHandleType.Pinned);
            GCHandle cages = GCHandle.Alloc(rules.Cages, GCHandleType.Pinned);
            GCHandle sums = GCHandle.Alloc(rules.Sums, GCHandleType.Pinned);
            try
            {
                NativeRules native = new NativeRules
                {
                    Size = (uint)Marshal.SizeOf(typeof(NativeRules)),
                    Flags = (uint)rules.Flags,
                    Regions = rules.Regions == null ? IntPtr.Zero : regions.AddrOfPinnedObject(),
                    CageCount = (uint)rules.Sums.Length,
                    Cages = rules.Cages == null ? IntPtr.Zero : cages.AddrOfPinnedObject(),
                    CageSums = rules.Sums.Length == 0 ? IntPtr.Zero : sums.AddrOfPinnedObject(),
                };
                return use(native);
            }
            finally
            {
                regions.Free();
                cages.Free();
                sums.Free();
            }
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static string Solve(string board, Rules rules, ulong maxGuesses)
        {
            byte[] bytes = Board(board);
            Options options = Limit(maxGuesses);
            Check(WithRules(rules, native =>
                Native.sudoku_solve_rules_with(bytes, ref native, ref options, IntPtr.Zero)));
            return Text(bytes);
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static uint CountSolutions(string board, Rules rules, uint limit, ulong maxGuesses)
        {
            byte[] bytes = Board(board);
            Options options = Limit(maxGuesses);
            uint count = 0;
            Check(WithRules(rules, native =>
                Native.sudoku_count_solutions_rules_with(bytes, ref native, limit, out count,
                                                         ref options, IntPtr.Zero)));
            return count;
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static Problem CheckRules(Rules rules)
        {
            Problem problem = new Problem();
            int status = WithRules(rules, native => Native.sudoku_rules_check(ref native, out problem));
            if (status != (int)Status.Ok && status != (int)Status.ErrRules) Check(status);
            return problem;
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static string SolveLimited(string board, ulong maxGuesses, out ulong guesses)
        {
            byte[] bytes = Board(board);
            Options options = Limit(maxGuesses);
            Stats stats = new Stats { Size = (uint)Marshal.SizeOf(typeof(Stats)) };
            Check(Native.sudoku_solve_with(bytes, ref options, ref stats));
            guesses = stats.Guesses;
            return Text(bytes);
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static string[] SolveBatch(string[] boards, uint threads, out Status[] statuses,
                                          ulong maxGuesses = 0)
        {
            Options options = Limit(maxGuesses);
            byte[] bytes = new byte[Cells * Math.Max(boards.Length, 1)];
            for (int i = 0; i < boards.Length; i++)
                Buffer.BlockCopy(Board(boards[i]), 0, bytes, i * Cells, Cells);
            int[] codes = new int[Math.Max(boards.Length, 1)];
            Check(Native.sudoku_solve_batch_with(bytes, (UIntPtr)boards.Length, codes, threads,
                                                 ref options));
            string[] results = new string[boards.Length];
            statuses = new Status[boards.Length];
            for (int i = 0; i < boards.Length; i++)
            {
                results[i] = Encoding.ASCII.GetString(bytes, i * Cells, Cells);
                statuses[i] = (Status)codes[i];
            }
            return results;
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static Problem Validate(string board)
        {
            Problem problem;
            return Reported(Native.sudoku_validate(Board(board), out problem), problem);
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static Problem Validate(string board, Rules rules)
        {
            byte[] bytes = Board(board);
            Problem problem = new Problem();
            int status = WithRules(rules, native =>
                Native.sudoku_validate_rules(bytes, ref native, out problem));
            return Reported(status, problem);
        }

        /// <summary>A validating call's report; its errors other than the board's are
        /// thrown.</summary>
        private static Problem Reported(int status, Problem problem)
        {
            if (status != (int)Status.Ok && status != (int)Status.ErrInvalidByte &&
                status != (int)Status.ErrDuplicateGiven)
                Check(status);
            return problem;
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static ushort[] Candidates(string board)
        {
            ushort[] masks = new ushort[Cells];
            Check(Native.sudoku_candidates(Board(board), masks));
            return masks;
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static ushort[] Candidates(string board, Rules rules)
        {
            byte[] bytes = Board(board);
            ushort[] masks = new ushort[Cells];
            Check(WithRules(rules, native => Native.sudoku_candidates_rules(bytes, ref native, masks)));
            return masks;
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static ushort[] CandidatesReduced(string board, ulong maxGuesses = 0)
        {
            ushort[] masks = new ushort[Cells];
            Options options = Limit(maxGuesses);
            Check(Native.sudoku_candidates_reduced_with(Board(board), ref options, masks));
            return masks;
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static string Hint(string board, out Step step, ulong maxGuesses = 0,
                                    string givens = null)
        {
            step = new Step { Size = (uint)Marshal.SizeOf(typeof(Step)) };
            Options options = Limit(maxGuesses);
            int status = givens == null
                ? Native.sudoku_hint_with(Board(board), null, ref options, ref step)
                : Native.sudoku_hint_in_play(Board(givens), Board(board), null, ref options,
                                             ref step);
            if (status == (int)Status.Solved) return null;
            Check(status);
            Step found = step;
            return Described((byte[] text, out UIntPtr length) =>
                Native.sudoku_hint_describe(ref found, text, (UIntPtr)text.Length, out length));
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static string Hint(string board, Rules rules, out Step step, ulong maxGuesses = 0)
        {
            Step found = new Step { Size = (uint)Marshal.SizeOf(typeof(Step)) };
            Options options = Limit(maxGuesses);
            byte[] bytes = Board(board);
            string description = WithRules(rules, native =>
            {
                int status = Native.sudoku_hint_rules(bytes, ref native, null, ref options, ref found);
                if (status == (int)Status.Solved) return null;
                Check(status);
                return Described((byte[] text, out UIntPtr length) =>
                    Native.sudoku_hint_describe_rules(ref found, ref native, text,
                                                      (UIntPtr)text.Length, out length));
            });
            step = found;
            return description;
        }

        /// <summary>Writes a description into a buffer and gives its length.</summary>
        private delegate int Describer(byte[] text, out UIntPtr length);

        /// <summary>The text a describer writes, checked.</summary>
        private static string Described(Describer describe)
        {
            byte[] text = new byte[512];
            UIntPtr length;
            Check(describe(text, out length));
            return Encoding.UTF8.GetString(text, 0, (int)length.ToUInt32());
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static Rating Rate(string board, ulong maxGuesses = 0)
        {
            Rating rating = new Rating { Size = (uint)Marshal.SizeOf(typeof(Rating)) };
            Options options = Limit(maxGuesses);
            Check(Native.sudoku_rate_with(Board(board), ref options, ref rating));
            return rating;
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static Rating Rate(string board, Rules rules, ulong maxGuesses = 0)
        {
            Rating rating = new Rating { Size = (uint)Marshal.SizeOf(typeof(Rating)) };
            Options options = Limit(maxGuesses);
            byte[] bytes = Board(board);
            Check(WithRules(rules, native =>
                Native.sudoku_rate_rules(bytes, ref native, ref options, ref rating)));
            return rating;
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static string Generate(ulong seed, Level level, Symmetry symmetry,
                                      Level maxLevel = Level.Any)
        {
            GenerateOptions options = new GenerateOptions
            {
                Size = (uint)Marshal.SizeOf(typeof(GenerateOptions)),
                Level = (int)level,
                Symmetry = (int)symmetry,
                MaxLevel = (int)maxLevel,
            };
            byte[] output = new byte[Cells];
            Check(Native.sudoku_generate(seed, ref options, output));
            return Text(output);
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static string GenerateJigsaw(ulong seed, Rules rules, out Rules jigsaw)
        {
            GenerateOptions options = new GenerateOptions
            {
                Size = (uint)Marshal.SizeOf(typeof(GenerateOptions)),
            };
            byte[] regions = new byte[Cells];
            byte[] output = new byte[Cells];
            Check(WithRules(rules, native =>
                Native.sudoku_generate_jigsaw(seed, ref native, ref options, regions, output)));
            jigsaw = new Rules { Flags = rules.Flags, Regions = regions, Cages = rules.Cages, Sums = rules.Sums };
            return Text(output);
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static string GenerateKiller(ulong seed, Rules rules, bool givens, out Rules killer)
        {
            GenerateOptions options = new GenerateOptions
            {
                Size = (uint)Marshal.SizeOf(typeof(GenerateOptions)),
            };
            Killer made = new Killer
            {
                Size = (uint)Marshal.SizeOf(typeof(Killer)),
                Cages = new byte[Cells],
                CageSums = new byte[Cells],
            };
            byte[] output = new byte[Cells];
            Check(WithRules(rules, native =>
                Native.sudoku_generate_killer(seed, ref native, ref options, givens ? 1u : 0u,
                                              ref made, output)));
            byte[] sums = new byte[made.CageCount];
            Array.Copy(made.CageSums, sums, sums.Length);
            killer = new Rules { Flags = rules.Flags, Regions = rules.Regions, Cages = made.Cages, Sums = sums };
            return Text(output);
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static string Generate(ulong seed, Rules rules, Symmetry symmetry)
        {
            GenerateOptions options = new GenerateOptions
            {
                Size = (uint)Marshal.SizeOf(typeof(GenerateOptions)),
                Symmetry = (int)symmetry,
            };
            byte[] output = new byte[Cells];
            Check(WithRules(rules, native =>
                Native.sudoku_generate_rules(seed, ref native, ref options, output)));
            return Text(output);
        }
    }
}
