import ExerciseKit

// Chapter 2's exercises: one file each; the book lists them under "Exercises".
