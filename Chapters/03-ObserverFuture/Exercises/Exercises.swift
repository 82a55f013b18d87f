import ExerciseKit

// Chapter 3's exercises: one file each; the book lists them under "Exercises".
