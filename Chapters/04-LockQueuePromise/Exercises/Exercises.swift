import ExerciseKit

// Chapter 4's exercises: one file each; the book lists them under "Exercises".
