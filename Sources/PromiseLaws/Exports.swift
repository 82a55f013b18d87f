// The engine's types a law is written with (`Schedule`, `LawQueue`, `Collected`) are part of the
// harness's face: a package that imports PromiseLaws sees them without importing the engine.
@_exported import LawEngine
