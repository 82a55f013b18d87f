extension Solution {
    /// Exercise 4.7: t1 takes the callbacks (none yet) and stops before it stores its value; t2
    /// finds the promise pending and adds its callback to the list t1 has already emptied; then t1
    /// stores the value, and nobody reads the list again.
    public static let scheduleThatLosesACallback = "t1 to step 3, t2, t1"
}
