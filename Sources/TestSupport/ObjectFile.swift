import Foundation

/// The names in an object file's symbol table, as the compiler left them for the linker: what
/// the code calls and uses (undefined there) and what it defines. Both formats are read on every
/// platform, told apart by their first bytes: ELF, as Linux builds, and Mach-O, as Darwin does.
///
/// ```swift
/// ObjectFile.symbols(in: bytes)   // ["$s8Dispatch0A5QueueC4sync7execute…", "pthread_mutex_lock", …]
/// ```
///
/// - Note: Every offset is checked against the file's length; a file that is neither, or is cut
///   short, gives nil, never a crash.
enum ObjectFile {
    /// The symbols' names, or nil when `bytes` is not a 64-bit little-endian ELF or Mach-O file.
    static func symbols(in bytes: [UInt8]) -> [String]? {
        if bytes.starts(with: [0x7F, 0x45, 0x4C, 0x46]) { return elfSymbols(bytes) }
        if bytes.starts(with: [0xCF, 0xFA, 0xED, 0xFE]) { return machOSymbols(bytes) }
        return nil
    }

    /// ELF64 (Linux): the `SHT_SYMTAB` section's entries, named from the string table it links to.
    static func elfSymbols(_ bytes: [UInt8]) -> [String]? {
        guard bytes.count > 0x40, bytes[4] == 2, bytes[5] == 1, let sections = int(bytes, at: 0x28, size: 8),
            let entrySize = int(bytes, at: 0x3A, size: 2), let count = int(bytes, at: 0x3C, size: 2)
        else { return nil }
        for index in 0..<count {
            let header = sections + index * entrySize
            guard int(bytes, at: header + 4, size: 4) == 2 else { continue }  // SHT_SYMTAB
            guard let offset = int(bytes, at: header + 0x18, size: 8),
                let size = int(bytes, at: header + 0x20, size: 8),
                let link = int(bytes, at: header + 0x28, size: 4),
                let strings = int(bytes, at: sections + link * entrySize + 0x18, size: 8)
            else { return nil }
            return stride(from: offset, to: offset + size, by: 24).compactMap { symbol in
                int(bytes, at: symbol, size: 4).flatMap { string(bytes, at: strings + $0) }
            }
        }
        return []
    }

    /// Mach-O 64 (Darwin): the `LC_SYMTAB` command's entries, debugging entries left out, each
    /// name without the underscore Darwin puts before every C and Swift name.
    static func machOSymbols(_ bytes: [UInt8]) -> [String]? {
        guard let commands = int(bytes, at: 16, size: 4) else { return nil }
        var command = 32
        for _ in 0..<commands {
            guard let kind = int(bytes, at: command, size: 4), let size = int(bytes, at: command + 4, size: 4), size > 0
            else { return nil }
            if kind == 2 {  // LC_SYMTAB
                guard let offset = int(bytes, at: command + 8, size: 4),
                    let count = int(bytes, at: command + 12, size: 4),
                    let strings = int(bytes, at: command + 16, size: 4)
                else { return nil }
                return (0..<count).compactMap { index in
                    let entry = offset + index * 16
                    guard let type = int(bytes, at: entry + 4, size: 1), type & 0xE0 == 0 else { return nil }
                    guard let name = int(bytes, at: entry, size: 4).flatMap({ string(bytes, at: strings + $0) }) else {
                        return nil
                    }
                    return name.hasPrefix("_") ? String(name.dropFirst()) : name
                }
            }
            command += size
        }
        return []
    }

    /// The little-endian integer of `size` bytes at `offset`, or nil past the end.
    static func int(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size <= 8, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
        return value > UInt64(Int.max) ? nil : Int(value)
    }

    /// The NUL-ended string at `offset`, nil if it is empty or runs past the end.
    static func string(_ bytes: [UInt8], at offset: Int) -> String? {
        guard offset >= 0, offset < bytes.count, let end = bytes[offset...].firstIndex(of: 0), end > offset else {
            return nil
        }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    /// `names`, each Swift one demangled by the Swift runtime's own demangler (`swift_demangle`,
    /// which libswiftCore exports on every platform); a C name stays as it is.
    static func demangled(_ names: [String]) -> [String] {
        typealias Demangle =
            @convention(c) (
                UnsafePointer<CChar>?, Int, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Int>?, UInt32
            ) -> UnsafeMutablePointer<CChar>?
        guard let address = dlsym(defaultSymbols, "swift_demangle") else { return names }
        let demangle = unsafeBitCast(address, to: Demangle.self)
        return names.map { name in
            guard name.hasPrefix("$s") else { return name }
            return name.withCString { text in
                guard let demangled = demangle(text, strlen(text), nil, nil, 0) else { return name }
                defer { free(demangled) }
                return String(cString: demangled)
            }
        }
    }

    /// `dlsym`'s handle for every image loaded: `RTLD_DEFAULT`, which is 0 on Linux and -2 on
    /// Darwin (their `dlfcn.h`s), and which neither imports into Swift.
    static var defaultSymbols: UnsafeMutableRawPointer? {
        #if canImport(Darwin)
        UnsafeMutableRawPointer(bitPattern: -2)
        #else
        nil
        #endif
    }
}
