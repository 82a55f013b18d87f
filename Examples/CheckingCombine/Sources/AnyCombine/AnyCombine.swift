// The one platform difference of this package: Apple's Combine on a Mac, OpenCombine elsewhere.
// Both spell the API alike, so the adapters import this module and say nothing more.
#if canImport(Combine)
@_exported import Combine

/// Which Combine the adapters check, for the designs' names.
public let combine = "Combine"
#else
@_exported import OpenCombine

/// Which Combine the adapters check, for the designs' names.
public let combine = "OpenCombine"
#endif
