extension Solution {
    /// Exercise 3.7: t2 adds its callback and stops before it reads the result; t1 stores the
    /// result and calls the callbacks it finds, t2's among them; then t2 reads the result and
    /// calls its callback again. (`t1 to step 3, t2, t1` works too: the same two blocks, the
    /// other way round.)
    public static let scheduleThatCallsTwice = "t2 to step 3, t1, t2"
}
