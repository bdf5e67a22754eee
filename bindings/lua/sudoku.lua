-- libsudoku for LuaJIT through its FFI: declarations of the C API and a small Lua layer.
--
--   local sudoku = require("sudoku")       -- with bindings/lua on package.path
--   local solution, status = sudoku.solve(board)
--
-- Boards are Lua strings of 81 characters ('1'-'9' givens, '.' or '0' empty cells).
-- Every function returns its result, or nil and the status name when the library
-- returns anything but SUDOKU_OK (the status codes are in sudoku.status).
-- The library is LIBSUDOKU_PATH when set, otherwise the first of library_names(ffi.os)
-- (exported as sudoku.library_names) that the loader finds on its search path.

local ffi = require("ffi")

ffi.cdef [[
typedef int32_t sudoku_status;
typedef int32_t sudoku_unit;
typedef struct sudoku_generate_options {
  uint32_t size; int32_t level; int32_t symmetry; uint32_t not_minimal;
  uint32_t max_tries; int32_t max_level;
} sudoku_generate_options;
typedef struct sudoku_step {
  uint32_t size; int32_t technique; uint16_t digits; uint16_t chain_length;
  uint32_t houses; uint16_t pattern[81]; uint16_t eliminations[81]; uint8_t placements[81];
  uint8_t chain_cells[24]; uint8_t chain_digits[24]; uint8_t reserved[3];
} sudoku_step;
typedef struct sudoku_rating {
  uint32_t size; int32_t level; uint32_t score; int32_t hardest; uint32_t steps[64];
} sudoku_rating;
typedef struct sudoku_options {
  uint32_t size; uint32_t reserved; uint64_t max_guesses;
} sudoku_options;
typedef struct sudoku_stats {
  uint32_t size; uint32_t reserved; uint64_t guesses;
} sudoku_stats;
typedef struct sudoku_problem {
  sudoku_status status; int32_t cell; int32_t other_cell; int32_t value; sudoku_unit unit;
  int32_t unit_index;
} sudoku_problem;
typedef struct sudoku_rules {
  uint32_t size; uint32_t flags; const uint8_t *regions; uint32_t cage_count;
  const uint8_t *cages; const uint8_t *cage_sums;
} sudoku_rules;
sudoku_status sudoku_rules_check(const sudoku_rules *rules, sudoku_problem *problem);
sudoku_status sudoku_solve_rules_with(char *board, const sudoku_rules *rules,
                                      const sudoku_options *options, sudoku_stats *stats);
sudoku_status sudoku_count_solutions_rules_with(const char *board, const sudoku_rules *rules,
                                                uint32_t limit, uint32_t *count,
                                                const sudoku_options *options,
                                                sudoku_stats *stats);
sudoku_status sudoku_validate_rules(const char *board, const sudoku_rules *rules,
                                    sudoku_problem *problem);
sudoku_status sudoku_candidates_rules(const char *board, const sudoku_rules *rules,
                                      uint16_t *candidates);
sudoku_status sudoku_solve(char *board);
sudoku_status sudoku_solve_with(char *board, const sudoku_options *options,
                                sudoku_stats *stats);
sudoku_status sudoku_validate(const char *board, sudoku_problem *problem);
sudoku_status sudoku_solve_unique(char *board);
sudoku_status sudoku_solve_unique_with(char *board, const sudoku_options *options,
                                       sudoku_stats *stats);
sudoku_status sudoku_count_solutions_with(const char *board, uint32_t limit, uint32_t *count,
                                          const sudoku_options *options, sudoku_stats *stats);
sudoku_status sudoku_candidates(const char *board, uint16_t *candidates);
sudoku_status sudoku_candidates_reduced_with(const char *board, const sudoku_options *options,
                                             uint16_t *candidates);
sudoku_status sudoku_hint_with(const char *board, const uint16_t *candidates,
                               const sudoku_options *options, sudoku_step *hint);
sudoku_status sudoku_hint_in_play(const char *givens, const char *board,
                                  const uint16_t *candidates, const sudoku_options *options,
                                  sudoku_step *hint);
sudoku_status sudoku_hint_describe(const sudoku_step *hint, char *buffer, size_t size,
                                   size_t *length);
sudoku_status sudoku_rate_with(const char *board, const sudoku_options *options,
                               sudoku_rating *rating);
sudoku_status sudoku_hint_rules(const char *board, const sudoku_rules *rules,
                                const uint16_t *candidates, const sudoku_options *options,
                                sudoku_step *hint);
sudoku_status sudoku_hint_describe_rules(const sudoku_step *hint, const sudoku_rules *rules,
                                         char *buffer, size_t size, size_t *length);
sudoku_status sudoku_rate_rules(const char *board, const sudoku_rules *rules,
                                const sudoku_options *options, sudoku_rating *rating);
sudoku_status sudoku_generate(uint64_t seed, const sudoku_generate_options *options,
                              char *out);
sudoku_status sudoku_generate_rules(uint64_t seed, const sudoku_rules *rules,
                                    const sudoku_generate_options *options, char *out);
typedef struct sudoku_killer {
  uint32_t size; uint32_t cage_count; uint8_t cages[81]; uint8_t cage_sums[81];
} sudoku_killer;
sudoku_status sudoku_generate_jigsaw(uint64_t seed, const sudoku_rules *rules,
                                     const sudoku_generate_options *options, uint8_t *regions,
                                     char *out);
sudoku_status sudoku_generate_killer(uint64_t seed, const sudoku_rules *rules,
                                     const sudoku_generate_options *options, uint32_t givens,
                                     sudoku_killer *killer, char *out);
const char *sudoku_technique_name(int32_t technique);
const char *sudoku_level_name(int32_t level);
const char *sudoku_status_name(int32_t status);
const char *sudoku_status_str(int32_t status);
const char *sudoku_version(void);
]]

-- The names under which the library is looked for on an operating system (as ffi.os
-- names it), first to last: ffi.load("sudoku") means sudoku.dll on Windows and
-- libsudoku.dylib on macOS; on Linux the soname comes first.
local function library_names(os_name)
  if os_name == "Windows" then return { "sudoku", "libsudoku" } end
  if os_name == "OSX" then return { "libsudoku.0.dylib", "sudoku" } end
  return { "libsudoku.so.0", "sudoku" }
end

local function load()
  local path = os.getenv("LIBSUDOKU_PATH")
  if path then return ffi.load(path) end
  local errors = {}
  for _, name in ipairs(library_names(ffi.os)) do
    local ok, lib = pcall(ffi.load, name)
    if ok then return lib end
    errors[#errors + 1] = tostring(lib)
  end
  error("libsudoku was not found; install it or set LIBSUDOKU_PATH (" ..
        table.concat(errors, "; ") .. ")")
end

local C = load()
local CELLS = 81

local M = {
  library_names = library_names,
  status = { OK = 0, NO_SOLUTION = 1, MULTIPLE_SOLUTIONS = 2, LIMIT_REACHED = 3, SOLVED = 4,
             ERR_NULL = -1, ERR_INVALID_BYTE = -2, ERR_DUPLICATE_GIVEN = -3,
             ERR_ARGUMENT = -4, ERR_INTERNAL = -5, ERR_CANDIDATES = -6, ERR_RULES = -7 },
  rule = { DIAGONALS = 1, WINDOKU = 2, ANTI_KNIGHT = 4, ANTI_KING = 8, NON_CONSECUTIVE = 16 },
  level = { ANY = 0, BEGINNER = 1, EASY = 2, MEDIUM = 3, HARD = 4, EXPERT = 5, EXTREME = 6 },
  symmetry = { NONE = 0, ROTATIONAL_180 = 1, ROTATIONAL_90 = 2, MIRROR = 3, DIAGONAL = 4 },
}

local function failure(status)
  return nil, ffi.string(C.sudoku_status_name(status))
end

-- An 81-byte C copy of a board, or nil when the string is not 81 characters long.
local function buffer(board)
  if type(board) ~= "string" or #board ~= CELLS then return nil end
  local b = ffi.new("char[?]", CELLS)
  ffi.copy(b, board, CELLS)
  return b
end

local function with_board(board, call)
  local b = buffer(board)
  if not b then return failure(M.status.ERR_ARGUMENT) end
  return call(b)
end

function M.version() return ffi.string(C.sudoku_version()) end
function M.status_message(status) return ffi.string(C.sudoku_status_str(status)) end
function M.technique_name(id) return ffi.string(C.sudoku_technique_name(id)) end
function M.level_name(id) return ffi.string(C.sudoku_level_name(id)) end

local function solver(fn)
  return function(board)
    return with_board(board, function(b)
      local status = fn(b)
      if status ~= 0 then return failure(status) end
      return ffi.string(b, CELLS)
    end)
  end
end

--- Options for a search of at most max_guesses guesses. nil or 0 is the library's default:
--- no limit under the classic rules, SUDOKU_RULES_DEFAULT_GUESSES (5,000; for a hint or
--- rating 200,000 with its techniques) under variant rules; 0xffffffffffffffffULL asks
--- for no limit at all.
local function limit(max_guesses)
  return ffi.new("sudoku_options", ffi.sizeof("sudoku_options"), 0, max_guesses or 0)
end

--- The solution of a board.
M.solve = solver(C.sudoku_solve)

--- The solution, only when it is unique; nil and "SUDOKU_LIMIT_REACHED" when the search
--- needs more than max_guesses guesses (nil or 0: the default).
function M.solve_unique(board, max_guesses)
  local unique = function(b) return C.sudoku_solve_unique_with(b, limit(max_guesses), nil) end
  return solver(unique)(board)
end

--- The solution and the guesses made, with at most max_guesses guesses (0: the default);
--- nil and "SUDOKU_LIMIT_REACHED" when the limit stops the search.
function M.solve_limited(board, max_guesses)
  return with_board(board, function(b)
    local options = limit(max_guesses)
    local stats = ffi.new("sudoku_stats", ffi.sizeof("sudoku_stats"))
    local status = C.sudoku_solve_with(b, options, stats)
    if status ~= 0 then return failure(status) end
    return ffi.string(b, CELLS), tonumber(stats.guesses)
  end)
end

-- The report of a validating call that fills a sudoku_problem, as M.validate gives it.
local function problem_of(fill)
  local problem = ffi.new("sudoku_problem")
  local status = fill(problem)
  if status ~= 0 and status ~= M.status.ERR_INVALID_BYTE
      and status ~= M.status.ERR_DUPLICATE_GIVEN then
    return failure(status)
  end
  return { status = ffi.string(C.sudoku_status_name(problem.status)), cell = problem.cell,
           other_cell = problem.other_cell, value = problem.value, unit = problem.unit,
           unit_index = problem.unit_index }
end

--- What is wrong with a board: { status (a name), cell, other_cell, value, unit,
--- unit_index }, with 0-based cells and -1 where a field does not apply.
function M.validate(board)
  return with_board(board, function(b)
    return problem_of(function(problem) return C.sudoku_validate(b, problem) end)
  end)
end

--- The number of solutions, counted up to count_limit (default 2); nil and
--- "SUDOKU_LIMIT_REACHED" when the search needs more than max_guesses guesses (nil or 0:
--- the default).
function M.count_solutions(board, count_limit, max_guesses)
  return with_board(board, function(b)
    local count = ffi.new("uint32_t[1]")
    local status = C.sudoku_count_solutions_with(b, count_limit or 2, count,
                                                 limit(max_guesses), nil)
    if status ~= 0 then return failure(status) end
    return count[0]
  end)
end

-- A C byte array of a Lua list (1-based), or nil for nil; nil and false when an entry is
-- not an integer 0-255.
local function bytes_of(list)
  if list == nil then return nil end
  local out = ffi.new("uint8_t[?]", math.max(#list, 1))
  for i, v in ipairs(list) do
    if type(v) ~= "number" or v < 0 or v > 255 or v % 1 ~= 0 then return nil, false end
    out[i - 1] = v
  end
  return out
end

-- A holder of the sudoku_rules of a rules table { flags, regions, cages, sums } (nil:
-- the classic rules) in .c and of the arrays .c points into; false when the table is
-- malformed. The holder must stay alive while .c is used: release(holder) after the call.
local function native_rules(rules)
  if rules == nil then return { c = nil } end
  if type(rules) ~= "table" then return false end
  local regions, bad_regions = bytes_of(rules.regions)
  local cages, bad_cages = bytes_of(rules.cages)
  local sums, bad_sums = bytes_of(rules.sums)
  if bad_regions == false or bad_cages == false or bad_sums == false
      or (rules.regions and #rules.regions ~= CELLS)
      or (rules.cages and #rules.cages ~= CELLS) then
    return false
  end
  local count = rules.sums and #rules.sums or 0
  return { regions = regions, cages = cages, sums = sums,
           c = ffi.new("sudoku_rules", ffi.sizeof("sudoku_rules"), rules.flags or 0, regions,
                       count, cages, count > 0 and sums or nil) }
end

-- Ends a holder's use; writing to it keeps it (and its arrays) alive until here.
local function release(holder) holder.c = nil end

--- The solution under rules, a table { flags = sudoku.rule bits or-ed, regions = 81
--- region ids 0-8 (jigsaw), cages = 81 cage ids (0 for none), sums = each cage's sum };
--- at most max_guesses guesses (nil or 0: the default).
function M.solve_rules(board, rules, max_guesses)
  local native = native_rules(rules)
  if not native then return failure(M.status.ERR_ARGUMENT) end
  return with_board(board, function(b)
    local status = C.sudoku_solve_rules_with(b, native.c, limit(max_guesses), nil)
    release(native)
    if status ~= 0 then return failure(status) end
    return ffi.string(b, CELLS)
  end)
end

--- The number of solutions under rules (as for solve_rules), counted up to count_limit
--- (default 2), with at most max_guesses guesses (nil or 0: the default).
function M.count_solutions_rules(board, rules, count_limit, max_guesses)
  local native = native_rules(rules)
  if not native then return failure(M.status.ERR_ARGUMENT) end
  return with_board(board, function(b)
    local count = ffi.new("uint32_t[1]")
    local status = C.sudoku_count_solutions_rules_with(b, native.c, count_limit or 2, count,
                                                       limit(max_guesses), nil)
    release(native)
    if status ~= 0 then return failure(status) end
    return count[0]
  end)
end

--- What is wrong with rules (as for solve_rules): { status (a name), fault (a
--- sudoku_rules_fault value, -1 when sound), cell, other_cell, unit, unit_index }.
function M.check_rules(rules)
  local native = native_rules(rules)
  if not native then return failure(M.status.ERR_ARGUMENT) end
  local problem = ffi.new("sudoku_problem")
  local status = C.sudoku_rules_check(native.c, problem)
  release(native)
  if status ~= 0 and status ~= M.status.ERR_RULES then return failure(status) end
  return { status = ffi.string(C.sudoku_status_name(problem.status)), fault = problem.value,
           cell = problem.cell, other_cell = problem.other_cell, unit = problem.unit,
           unit_index = problem.unit_index }
end

-- A table of 81 candidate masks (1-based: masks[1] is cell r1c1) from a call that fills
-- a uint16_t[81].
local function masks_of(board, fill)
  return with_board(board, function(b)
    local masks = ffi.new("uint16_t[81]")
    local status = fill(b, masks)
    if status ~= 0 then return failure(status) end
    local out = {}
    for i = 0, CELLS - 1 do out[i + 1] = masks[i] end
    return out
  end)
end

--- A table of 81 candidate masks (1-based: masks[1] is cell r1c1).
function M.candidates(board)
  return masks_of(board, C.sudoku_candidates)
end

--- What is wrong with a board under rules (as for solve_rules), as M.validate gives it:
--- a repeat in any unit, cage or move of the rules (unit 6 a diagonal, 7 a window, 8 a
--- knight's move, 9 a king's move).
function M.validate_rules(board, rules)
  local native = native_rules(rules)
  if not native then return failure(M.status.ERR_ARGUMENT) end
  return with_board(board, function(b)
    local result, status = problem_of(function(problem)
      return C.sudoku_validate_rules(b, native.c, problem)
    end)
    release(native)
    return result, status
  end)
end

--- The candidates the givens leave under rules (as for solve_rules), cage sums included,
--- as M.candidates gives them.
function M.candidates_rules(board, rules)
  local native = native_rules(rules)
  if not native then return failure(M.status.ERR_ARGUMENT) end
  return masks_of(board, function(b, masks)
    local status = C.sudoku_candidates_rules(b, native.c, masks)
    release(native)
    return status
  end)
end

--- The candidates left once the solution's techniques have run, as M.candidates gives
--- them, for a puzzle with one solution; nil and "SUDOKU_LIMIT_REACHED" when the search for
--- the solution needs more than max_guesses guesses (nil or 0: the default).
function M.candidates_reduced(board, max_guesses)
  return masks_of(board, function(b, masks)
    return C.sudoku_candidates_reduced_with(b, limit(max_guesses), masks)
  end)
end

-- The player's pencil marks as a uint16_t[81], or nil.
local function marks_array(marks)
  if not marks then return nil end
  local masks = ffi.new("uint16_t[81]")
  for i = 0, CELLS - 1 do masks[i] = marks[i + 1] end
  return masks
end

-- A hint as a table, from find(step), which fills a sudoku_step and returns a status, and
-- describe(step, text, length), which writes its explanation.
local function step_of(find, describe)
  local step = ffi.new("sudoku_step")
  step.size = ffi.sizeof("sudoku_step")
  local status = find(step)
  if status ~= 0 then return failure(status) end
  local text = ffi.new("char[512]")
  local length = ffi.new("size_t[1]")
  status = describe(step, text, length)
  if status ~= 0 then return failure(status) end
  local placements, eliminations = {}, {}
  for i = 0, CELLS - 1 do
    if step.placements[i] ~= 0 then placements[i] = step.placements[i] end
    if step.eliminations[i] ~= 0 then eliminations[i] = step.eliminations[i] end
  end
  return {
    technique = step.technique,
    name = M.technique_name(step.technique),
    description = ffi.string(text, length[0]),
    placements = placements,
    eliminations = eliminations,
    houses = step.houses,
  }
end

--- The simplest next step: { technique, name, description, placements = { [cell] = digit },
--- eliminations = { [cell] = mask }, houses } with 0-based cell indices; nil and
--- "SUDOKU_SOLVED" for a full board. marks: the player's pencil marks as M.candidates gives
--- them, or nil; nil and "SUDOKU_LIMIT_REACHED" when the search for the solution needs more
--- than max_guesses guesses (nil or 0: the default). givens: the puzzle the board was played
--- from, or nil; with it the board's other digits count as the player's (avoidable
--- rectangles need this), and nil and "SUDOKU_ERR_ARGUMENT" come back when the board lost a
--- given.
function M.hint(board, marks, max_guesses, givens)
  local g = nil
  if givens then
    g = buffer(givens)
    if not g then return failure(M.status.ERR_ARGUMENT) end
  end
  return with_board(board, function(b)
    return step_of(function(step)
      if g then
        return C.sudoku_hint_in_play(g, b, marks_array(marks), limit(max_guesses), step)
      end
      return C.sudoku_hint_with(b, marks_array(marks), limit(max_guesses), step)
    end, function(step, text, length)
      return C.sudoku_hint_describe(step, text, 512, length)
    end)
  end)
end

--- M.hint under rules (as for solve_rules), without givens: the description names the
--- rules' cages and houses.
function M.hint_rules(board, rules, marks, max_guesses)
  local native = native_rules(rules)
  if not native then return failure(M.status.ERR_ARGUMENT) end
  return with_board(board, function(b)
    local result, status = step_of(function(step)
      return C.sudoku_hint_rules(b, native.c, marks_array(marks), limit(max_guesses), step)
    end, function(step, text, length)
      return C.sudoku_hint_describe_rules(step, native.c, text, 512, length)
    end)
    release(native)
    return result, status
  end)
end

-- A rating as a table, from rate(rating), which fills a sudoku_rating and returns a status.
local function rating_of(rate)
  local rating = ffi.new("sudoku_rating")
  rating.size = ffi.sizeof("sudoku_rating")
  local status = rate(rating)
  if status ~= 0 then return failure(status) end
  return { level = rating.level, level_name = M.level_name(rating.level),
           score = rating.score, hardest = rating.hardest }
end

--- { level, level_name, score, hardest } for a puzzle with one solution; nil and
--- "SUDOKU_LIMIT_REACHED" when the search for it needs more than max_guesses guesses (nil
--- or 0: the default).
function M.rate(board, max_guesses)
  return with_board(board, function(b)
    return rating_of(function(rating) return C.sudoku_rate_with(b, limit(max_guesses), rating) end)
  end)
end

--- M.rate under rules (as for solve_rules).
function M.rate_rules(board, rules, max_guesses)
  local native = native_rules(rules)
  if not native then return failure(M.status.ERR_ARGUMENT) end
  return with_board(board, function(b)
    local result, status = rating_of(function(rating)
      return C.sudoku_rate_rules(b, native.c, limit(max_guesses), rating)
    end)
    release(native)
    return result, status
  end)
end

-- The sudoku_generate_options of a Lua options table (nil: the defaults).
local function generate_options(options)
  options = options or {}
  local c = ffi.new("sudoku_generate_options")
  c.size = ffi.sizeof("sudoku_generate_options")
  c.level = options.level or 0
  c.symmetry = options.symmetry or 0
  c.not_minimal = options.minimal == false and 1 or 0
  c.max_tries = options.max_tries or 0
  c.max_level = options.max_level or 0
  return c
end

--- The puzzle for a seed (a number or a uint64_t cdata); options: level, symmetry,
--- minimal (default true), max_tries, max_level (the puzzle rates from level to it).
function M.generate(seed, options)
  local out = ffi.new("char[?]", CELLS)
  local status = C.sudoku_generate(ffi.cast("uint64_t", seed), generate_options(options), out)
  if status ~= 0 then return failure(status) end
  return ffi.string(out, CELLS)
end

--- The puzzle for a seed under rules (as for solve_rules): unique under them; options as
--- for M.generate, levels as the rules' techniques rate them.
function M.generate_rules(seed, rules, options)
  local native = native_rules(rules)
  if not native then return failure(M.status.ERR_ARGUMENT) end
  local out = ffi.new("char[?]", CELLS)
  local status = C.sudoku_generate_rules(ffi.cast("uint64_t", seed), native.c,
                                         generate_options(options), out)
  release(native)
  if status ~= 0 then return failure(status) end
  return ffi.string(out, CELLS)
end

--- A killer puzzle for a seed under rules (as for solve_rules; nil: the classic rules):
--- its rules (the flags and regions given, and the cages made with their sums) and its
--- givens, unique under those rules. givens: true for larger cages and the givens they
--- need, else no given. options as for M.generate: with a level, each try draws cages
--- of its own until one rates at it.
function M.generate_killer(seed, rules, givens, options)
  rules = rules or {}
  local native = native_rules(rules)
  if not native then return failure(M.status.ERR_ARGUMENT) end
  local killer = ffi.new("sudoku_killer")
  killer.size = ffi.sizeof("sudoku_killer")
  local out = ffi.new("char[?]", CELLS)
  local status = C.sudoku_generate_killer(ffi.cast("uint64_t", seed), native.c,
                                          generate_options(options), givens and 1 or 0, killer,
                                          out)
  release(native)
  if status ~= 0 then return failure(status) end
  local cages, sums = {}, {}
  for i = 0, CELLS - 1 do cages[i + 1] = killer.cages[i] end
  for k = 0, killer.cage_count - 1 do sums[k + 1] = killer.cage_sums[k] end
  return { flags = rules.flags, regions = rules.regions, cages = cages, sums = sums },
         ffi.string(out, CELLS)
end

--- A jigsaw puzzle for a seed under rules (as for solve_rules; nil: none): its rules (the
--- flags and cages given, and a random layout of regions, 0-8) and its givens, unique
--- under those rules; options as for M.generate.
function M.generate_jigsaw(seed, rules, options)
  rules = rules or {}
  local native = native_rules(rules)
  if not native then return failure(M.status.ERR_ARGUMENT) end
  local regions = ffi.new("uint8_t[81]")
  local out = ffi.new("char[?]", CELLS)
  local status = C.sudoku_generate_jigsaw(ffi.cast("uint64_t", seed), native.c,
                                          generate_options(options), regions, out)
  release(native)
  if status ~= 0 then return failure(status) end
  local layout = {}
  for i = 0, CELLS - 1 do layout[i + 1] = regions[i] end
  return { flags = rules.flags, regions = layout, cages = rules.cages, sums = rules.sums },
         ffi.string(out, CELLS)
end

return M
