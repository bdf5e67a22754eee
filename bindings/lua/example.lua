-- libsudoku from LuaJIT: solve, hint, rate and generate, as a game script would.
-- Run from bindings/lua: LIBSUDOKU_PATH=../../target/release/libsudoku.so luajit example.lua
package.path = (arg[0]:match("(.*/)") or "./") .. "?.lua;" .. package.path
local sudoku = require("sudoku")

local puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

print("libsudoku " .. sudoku.version())
print("solution " .. assert(sudoku.solve(puzzle)))
print("solutions " .. assert(sudoku.count_solutions(puzzle)))
local masks = assert(sudoku.candidates(puzzle))
print(string.format("candidates of r1c3 0x%03x", masks[3]))
local reduced = assert(sudoku.candidates_reduced(puzzle))
print(string.format("reduced candidates of r1c3 0x%03x", reduced[3]))

local step = assert(sudoku.hint(puzzle))
print("hint " .. step.description)

-- a player's walk by hints with pencil marks, as a game's hint button would do it
local hard = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
local board, marks, steps = hard, assert(sudoku.candidates(hard)), 0
while true do
  local s, why = sudoku.hint(board, marks, nil, hard)
  if not s then assert(why == "SUDOKU_SOLVED", why) break end
  for cell, mask in pairs(s.eliminations) do
    marks[cell + 1] = bit.band(marks[cell + 1], bit.bnot(mask))
  end
  for cell, digit in pairs(s.placements) do
    board = board:sub(1, cell) .. digit .. board:sub(cell + 2)
  end
  steps = steps + 1
end
print("walked " .. steps .. " steps to " .. board)
local _, guesses = assert(sudoku.solve_limited(hard, 0))
print("guesses " .. guesses)
print("one guess " .. select(2, sudoku.solve_limited(hard, 1)))
print("counted within one guess " .. select(2, sudoku.count_solutions(hard, 2, 1)))
print("reduced within one guess " .. select(2, sudoku.candidates_reduced(hard, 1)))
local problem = assert(sudoku.validate("55" .. puzzle:sub(3)))
print("validate " .. problem.status .. " cell " .. problem.cell .. " other " ..
      problem.other_cell .. " digit " .. problem.value)

local rating = assert(sudoku.rate(puzzle))
print("rating " .. rating.level_name .. " " .. rating.score)
print("rated within one guess " .. select(2, sudoku.rate(hard, 1)))

local generated = assert(sudoku.generate(42, { level = sudoku.level.HARD,
                                               max_level = sudoku.level.EXTREME,
                                               symmetry = sudoku.symmetry.MIRROR }))
print("generated " .. generated)
print("generated rating " .. assert(sudoku.rate(generated)).level_name)

local diagonal = "2.............62....1....7...6..8...3...9...7...6..4...4....8....52.............3"
local x = { flags = sudoku.rule.DIAGONALS }
print("diagonal " .. assert(sudoku.solve_rules(diagonal, x)))
print("diagonal solutions " .. assert(sudoku.count_solutions_rules(diagonal, x, 5)) ..
      ", classic " .. assert(sudoku.count_solutions(diagonal, 5)))
local cages = { 1, 1 }
for i = 3, 81 do cages[i] = 0 end
local fault = assert(sudoku.check_rules({ cages = cages, sums = { 2 } }))
print("rules " .. fault.status .. " fault " .. fault.fault .. " cage " .. fault.unit_index)
local corners = "2" .. string.rep(".", 79) .. "2"
local repeated = assert(sudoku.validate_rules(corners, x))
print("diagonal repeat " .. repeated.status .. " cell " .. repeated.cell .. " unit " ..
      repeated.unit)
local marks = assert(sudoku.candidates_rules(string.rep(".", 81), { cages = cages, sums = { 3 } }))
print(string.format("cage candidates of r1c1 0x%03x", marks[1]))
local made = assert(sudoku.generate_rules(7, x))
print("generated diagonal solutions " .. assert(sudoku.count_solutions_rules(made, x, 5)))
local killer, empty = assert(sudoku.generate_killer(3))
print("killer solutions " .. assert(sudoku.count_solutions_rules(empty, killer, 5)))
print("killer hint " .. assert(sudoku.hint_rules(empty, killer)).name)
print("killer rating " .. assert(sudoku.rate_rules(empty, killer)).level_name)
local jigsaw, puzzle = assert(sudoku.generate_jigsaw(3))
print("jigsaw solutions " .. assert(sudoku.count_solutions_rules(puzzle, jigsaw, 5)))

local solved, status = sudoku.solve("12345678.........9" .. string.rep(".", 63))
print("no solution " .. tostring(solved) .. " " .. status)
local _, short = sudoku.solve("123")
print("short board " .. short)
