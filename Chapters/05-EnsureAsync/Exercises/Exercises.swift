import ExerciseKit

// Chapter 5's exercises: one file each; the book lists them under "Exercises".
