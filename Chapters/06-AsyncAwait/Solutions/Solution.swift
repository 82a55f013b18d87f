/// The reference solutions of chapter 6's exercises, one file each, named after the
/// exercise's file in `Exercises/`. Read one after trying the exercise, not before.
public enum Solution {}
