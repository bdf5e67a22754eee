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

local step = assert(sudoku.hint(puzzle))
print("hint " .. step.description)

local rating = assert(sudoku.rate(puzzle))
print("rating " .. rating.level_name .. " " .. rating.score)

local generated = assert(sudoku.generate(42, { level = sudoku.level.HARD,
                                               symmetry = sudoku.symmetry.MIRROR }))
print("generated " .. generated)
print("generated rating " .. assert(sudoku.rate(generated)).level_name)

local solved, status = sudoku.solve("12345678.........9" .. string.rep(".", 63))
print("no solution " .. tostring(solved) .. " " .. status)
local _, short = sudoku.solve("123")
print("short board " .. short)
