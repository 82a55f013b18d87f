import BookCheck
import ExerciseKit
import Foundation
import Testing
import TourKit

@testable import WorkshopTool

/// The package's root, from this file's place in it.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Runs a workshop command line in-process: its status, what it printed and what it wrote as errors.
func workshop(_ arguments: String...) -> (status: Int32, output: String, errors: String) {
    let output = CapturedOutput()
    let errors = CapturedOutput()
    let status = WorkshopCommand(root: root, output: output, errors: errors, isInteractive: false).execute(arguments)
    return (status, output.text, errors.text)
}

@Suite("swift run workshop")
struct WorkshopToolTests {
    @Test("finds the clone from any folder in it, and from Xcode's build folder by its own source")
    func packageRoot() {
        let main = root.appending(path: "Tools/workshop/main.swift").path
        let book = root.appending(path: "Book").path
        let fromBook = WorkshopCommand.packageRoot(currentDirectory: book, sourceFile: main)
        #expect(fromBook.standardizedFileURL.path == root.standardizedFileURL.path)
        let elsewhere = FileManager.default.temporaryDirectory.path
        let fromXcode = WorkshopCommand.packageRoot(currentDirectory: elsewhere, sourceFile: main)
        #expect(fromXcode.standardizedFileURL.path == root.standardizedFileURL.path)
    }

    @Test(
        "a walk up to the file system's root ends there, however the folder is spelled",
        arguments: ["/", "/tmp/../..", "."])
    func walkEnds(_ start: String) {
        #expect(PackageRoot.nearest(from: start, holding: ["no such file \(UUID())"]) == nil)
    }

    @Test("the exercises come from the book's Exercises sections, each with a stub, a solution and a hint")
    func exercisesFromTheBook() throws {
        let exercises = try Exercise.all(root: root)
        #expect(exercises.count >= 20, "the issue asks for at least 20")
        #expect(exercises.map(\.id) == exercises.sorted(by: Exercise.order).map(\.id))
        for exercise in exercises {
            #expect(FileManager.default.fileExists(atPath: root.appending(path: exercise.stub).path), "\(exercise.id)")
            #expect(
                FileManager.default.fileExists(atPath: root.appending(path: exercise.solution).path), "\(exercise.id)")
            #expect(!exercise.hint.isEmpty)
            #expect(!exercise.hint.joined().contains("]("), "\(exercise.id)'s hint still has a link's address")
        }
    }

    @Test("an open exercise (no stub, no check) is left out of the workshop's list")
    func openExercise() throws {
        let text = """
            ## Exercises

            ### 9.1 Checked
            - Stub: [Exercises/A.swift](../Chapters/09-X/Exercises/A.swift) · \
            solution: [Solutions/A.swift](../Chapters/09-X/Solutions/A.swift)

            **Hint.** Look.

            ### 9.2 Think
            **Open.** No stub and no check.

            **Hint.** Think.
            """
        let exercises = try Exercise.parse(text, book: "Book/09-x.md")
        #expect(exercises.map(\.id) == ["9.1"])
        // Without `**Open.**`, a missing stub is still the book's mistake, reported as one.
        #expect(throws: BookProblem.self) {
            try Exercise.parse(text.replacingOccurrences(of: "**Open.** ", with: ""), book: "Book/09-x.md")
        }
    }

    @Test("every stub in Chapters/*/Exercises is an exercise of the book, and the other way round")
    func everyStubIsInTheBook() throws {
        let exercises = try Exercise.all(root: root)
        let chapters = root.appending(path: "Chapters")
        var stubs: Set<String> = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: chapters.path) {
            let path = "Chapters/\(folder)/Exercises"
            for file in (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: path).path)) ?? []
            where file.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appending(path: "\(path)/\(file)"), encoding: .utf8)
                if text.contains("notStarted(\"") { stubs.insert("\(path)/\(file)") }
            }
        }
        #expect(Set(exercises.map(\.stub)) == stubs)
    }

    @Test("a hint is printed as the book gives it, without its links' addresses")
    func hint() {
        let run = workshop("hint", "3.1")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("hint for 3.1 Promise.all (Book/03-observer-future.md):\n"))
        #expect(run.output.contains("  Keep one slot per index rather than appending"))
        #expect(run.output.hasSuffix("stub: Chapters/03-ObserverFuture/Exercises/All.swift\n"))
    }

    @Test(
        "a plain-text link keeps its words",
        arguments: [
            ("a [recipe](glossary.md#recipe) here", "a recipe here"), ("no link", "no link"), ("[x](y)", "x"),
            ("a [bracket] alone", "a [bracket] alone"),
        ])
    func plain(_ markdown: String, _ text: String) {
        #expect(Exercise.plain(markdown) == text)
    }

    @Test(
        "a bad command line is a message and status 64, never a crash",
        arguments: [
            [], ["frobnicate"], ["hint"], ["hint", "9.9"], ["hint", "1"], ["check", "--fast"], ["list", "x"],
            ["reset", "1.1"], ["check", "1.1", "1.2"],
        ])
    func usage(_ arguments: [String]) {
        let output = CapturedOutput()
        let errors = CapturedOutput()
        let status = WorkshopCommand(root: root, output: output, errors: errors, isInteractive: false).execute(
            arguments)
        #expect(status == 64)
        #expect(errors.lines.first?.hasPrefix("workshop") == true, "\(errors.text)")
        #expect(errors.text.contains("usage: swift run workshop"))
    }

    @Test(
        "every command answers --help on standard output, with status 0", arguments: WorkshopCommand.helps.keys.sorted()
    )
    func help(_ command: String) {
        let run = workshop(command, "--help")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("usage: swift run workshop \(command)"))
        #expect(run.errors.isEmpty)
    }

    @Test("list shows every exercise and a progress line; not all done is status 1")
    func list() throws {
        let run = workshop("list")
        let count = try Exercise.all(root: root).count
        #expect(run.output.contains("  ○ 1.1  memoized(): not started\n") || run.output.contains("1.1  memoized()"))
        #expect(run.output.split(separator: "\n").last?.hasPrefix("exercises: ") == true)
        #expect(run.output.contains(" of \(count) done"))
        #expect(run.status == (run.output.contains("\(count) of \(count) done") ? 0 : 1))
    }

    @Test("colour only where the terminal allows it")
    func colour() {
        #expect(TerminalColor.green.paint("✓", allowsANSI: false) == "✓")
        #expect(TerminalColor.green.paint("✓", allowsANSI: true) == "\u{1B}[32m✓\u{1B}[0m")
    }
}

@Suite("workshop check's verdicts")
struct VerdictTests {
    static let exercises = [
        Exercise(
            id: "3.1", title: "all", stub: "Chapters/03-ObserverFuture/Exercises/All.swift", solution: "", hint: ["h"],
            book: ""),
        Exercise(
            id: "3.2", title: "zip", stub: "Chapters/03-ObserverFuture/Exercises/Zip.swift", solution: "", hint: ["h"],
            book: ""),
    ]

    @Test("a record per exercise becomes its verdict; a problem reported twice is shown once")
    func fromRecords() {
        let records = [
            ExerciseRecord(id: "3.1", name: "all", state: .started),
            ExerciseRecord(id: "3.2", name: "zip", state: .started),
            ExerciseRecord(id: "3.1", name: "all", state: .done),
            ExerciseRecord(id: "3.2", name: "zip", state: .failing, problems: ["law A", "law A", "law B"]),
        ]
        let verdicts = Verdict.verdicts(
            for: Self.exercises, records: records, finished: Finished(status: 1, signalled: false, output: ""))
        #expect(verdicts == ["3.1": .done, "3.2": .failing(["law A", "law B"])])
    }

    @Test("a crash names the exercise that was running, with its frames in the chapter; the others keep their verdicts")
    func crash() {
        let records = [
            ExerciseRecord(id: "3.1", name: "all", state: .started),
            ExerciseRecord(id: "3.1", name: "all", state: .notStarted),
            ExerciseRecord(id: "3.2", name: "zip", state: .started),
        ]
        let output = """
            Fatal error: Index out of range
            #3 0x0 in closure at /x/Chapters/03-ObserverFuture/Exercises/Zip.swift:12:5
            #4 0x0 in other at /x/Sources/PromiseLaws/Laws/Law.swift:1:1
            """
        let verdicts = Verdict.verdicts(
            for: Self.exercises, records: records, finished: Finished(status: 132, signalled: true, output: output))
        #expect(verdicts["3.1"] == .notStarted)
        #expect(
            verdicts["3.2"]
                == .crashed([
                    "Fatal error: Index out of range",
                    "#3 0x0 in closure at /x/Chapters/03-ObserverFuture/Exercises/Zip.swift:12:5",
                ]))
    }

    @Test("a run stopped at its time limit leaves a started exercise unfinished, and one never reached not run")
    func timeLimit() {
        let records = [ExerciseRecord(id: "3.1", name: "all", state: .started)]
        let verdicts = Verdict.verdicts(
            for: Self.exercises, records: records, finished: Finished(status: nil, signalled: true, output: ""))
        #expect(verdicts == ["3.1": .unfinished, "3.2": .notRun])
    }

    @Test("a record line round-trips, and a half-written one is skipped")
    func recordLines() {
        let record = ExerciseRecord(id: "1.1", name: "memoized()", state: .failing, problems: ["a\nb"])
        #expect(ExerciseRecord.records(in: record.line + "\n{\"id\":\"1.") == [record])
    }

    @Test("the summary counts done, not done yet and not started")
    func summary() {
        #expect(
            Check.summary([.done, .failing([]), .notStarted, .crashed([])])
                == "exercises: 1 of 4 done, 2 not done yet, 1 not started")
        #expect(Check.summary([.done]) == "exercises: 1 of 1 done")
    }

    @Test("a failed build shows each compiler error once, from the package root")
    func compilerErrors() {
        let output = """
            [3/9] Compiling LazyPromiseExercises Memoized.swift
            /r/Chapters/01-LazyMonad/Exercises/Memoized.swift:20:9: error: cannot find 'x' in scope
            /r/Chapters/01-LazyMonad/Exercises/Memoized.swift:20:9: error: cannot find 'x' in scope
            """
        #expect(
            Check.compilerErrors(in: output, root: URL(fileURLWithPath: "/r"))
                == ["Chapters/01-LazyMonad/Exercises/Memoized.swift:20:9: error: cannot find 'x' in scope"])
    }

    @Test("only the chapters asked for are run")
    func filter() {
        let libraries = [1: "LazyPromise", 3: "ObserverFuture"]
        #expect(Check.filter(for: Self.exercises, libraries: libraries) == "ObserverFutureTests\\.Exercises")
        #expect(Check.libraries(root: root)[6] == "AsyncBridges")
        #expect(Check.libraries(root: root)[4] == "LockQueuePromise")
    }

    @Test("watch moves on to the next exercise not done, wrapping round")
    func next() {
        let done: Set<String> = ["3.2"]
        #expect(Watch.next(after: Self.exercises[0], in: Self.exercises, isDone: { done.contains($0.id) }) == nil)
        #expect(Watch.next(after: Self.exercises[1], in: Self.exercises, isDone: { _ in false }) == Self.exercises[0])
    }

    @Test("doctor reads the Swift version")
    func swiftVersion() {
        let version = Doctor.swiftVersion(in: "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64")
        #expect(version?.major == 6 && version?.minor == 3)
        #expect(Doctor.swiftVersion(in: "bash: swift: not found") == nil)
        let xcode = "swift-driver version: 1.115.1 Apple Swift version 6.0.3 (swiftlang-6.0.3.1.10 clang-1600.0.30.1)"
        #expect(Doctor.swiftVersion(in: xcode)?.minor == 0)
    }

    @Test("doctor refuses a Swift older than Package.swift's tools version, and names what to install")
    func oldestSwift() throws {
        let manifest = try String(contentsOf: root.appending(path: "Package.swift"), encoding: .utf8)
        let tools = try #require(manifest.firstMatch(of: /swift-tools-version: *(\d+)\.(\d+)/))
        #expect(Int(tools.1) == Doctor.oldestSwift.major && Int(tools.2) == Doctor.oldestSwift.minor)
        #expect(Doctor.toolchainStep((Doctor.oldestSwift.major, Doctor.oldestSwift.minor)).1 == nil)
        let older = Doctor.toolchainStep((5, 10))
        #expect(older.0 == "Swift 5.10, older than this package's Swift 6.0")
        #expect(older.1?.contains("Xcode 16 or later") == true)
    }

    @Test("doctor tells Apple's Command Line Tools alone from Xcode, which has the Testing module")
    func developerFolder() {
        #expect(Doctor.developerFolderStep("/Applications/Xcode.app/Contents/Developer").1 == nil)
        let tools = Doctor.developerFolderStep("/Library/Developer/CommandLineTools")
        #expect(tools.0.contains("cannot find the Testing module"))
        #expect(tools.1?.contains("xcode-select -s") == true)
        #expect(Doctor.developerFolderStep(nil).1 != nil)
        #expect(Doctor.missesTestLibrary("Tests/A.swift:2:8: error: no such module 'Testing'"))
        #expect(!Doctor.missesTestLibrary("Tests/A.swift:2:8: error: cannot find 'x' in scope"))
    }

    @Test("doctor prints git's own reason when git refuses a folder, and what to do")
    func gitRefuses() {
        let dubious = """
            fatal: detected dubious ownership in repository at '/__w/FivePromises/FivePromises'
            To add an exception for this directory, call:
            """
        let refused = Doctor.gitStep(status: 128, output: dubious, root: "/__w/FivePromises/FivePromises")
        #expect(
            refused.0
                == "git refuses this folder: fatal: detected dubious ownership in repository at '/__w/FivePromises/FivePromises'"
        )
        #expect(
            refused.1
                == "if the folder is yours to trust, `git config --global --add safe.directory /__w/FivePromises/FivePromises`"
        )
        let zip = Doctor.gitStep(
            status: 128, output: "fatal: not a git repository (or any of the parent directories): .git", root: "/x")
        #expect(zip.0 == "not a git clone (git: fatal: not a git repository (or any of the parent directories): .git)")
        #expect(
            Doctor.gitStep(status: 127, output: "env: 'git': No such file or directory", root: "/x").0
                == "git is not installed")
        #expect(Doctor.gitStep(status: 0, output: "true", root: "/x").1 == nil)
    }
}

@Suite("workshop check's sanitizer check")
struct SanitizerCheckTests {
    /// The thread sanitizer's report of a real race (a counter written on one thread and read on
    /// another, no lock), compiled from a file at an exercise's stub path.
    static let report = """
        ==================
        WARNING: ThreadSanitizer: data race (pid=32048)
          Read of size 8 at 0x720800000030 by main thread:
            #0 main /tmp/race/Chapters/03-ObserverFuture/Exercises/All.swift:7:33 (racy+0xfceab) (BuildId: 84c6)

          Previous write of size 1 at 0x720800000030 by thread T1:
            #0 $s4racyyyYbcfU_ /tmp/race/Chapters/03-ObserverFuture/Exercises/All.swift:4:50 (racy+0xfc77f)
            #1 $s10Foundation6ThreadC4mainyyF <null> (libFoundation.so+0x3795f8) (BuildId: bbe2)

          Location is heap block of size 24 at 0x720800000020 allocated by main thread:
            #0 malloc /home/build-user/llvm-project/compiler-rt/lib/tsan/rtl/tsan_interceptors_posix.cpp:686:5
            #2 main /tmp/race/Chapters/03-ObserverFuture/Exercises/All.swift:3:11 (racy+0xfcb30)

        SUMMARY: ThreadSanitizer: data race /tmp/race/Chapters/03-ObserverFuture/Exercises/All.swift:7:33 in main
        ==================
        """

    @Test("a race whose stack passes through a stub is that exercise's problem, with the two lines")
    func namesTheTwoLines() {
        let races = SanitizerCheck.races(
            in: "noise\n" + Self.report + "\n" + Self.report, exercises: VerdictTests.exercises)
        #expect(
            races == [
                "3.1": [
                    "a data race in All.swift: line 7 (a read) and line 4 (a write) touched the same memory from two"
                        + " threads with no lock between them (the thread sanitizer saw it); keep state that threads"
                        + " share in a `Locked`"
                ]
            ])
    }

    /// Two threads changing a class's stored property at once, as the sanitizer reports it.
    static let accessRace = """
        ==================
        WARNING: ThreadSanitizer: Swift access race (pid=18963)
          Modifying access of Swift variable at 0x72080000e210 by thread T2:
            #0 $s14ObserverFuture7PromiseC0aB9ExercisesE3all /tmp/race/Chapters/03-ObserverFuture/Exercises/All.swift:35:41 (x+0x555c45)
            #1 $s14ObserverFuture7PromiseC0aB9ExercisesE3allTA /<compiler-generated> (x+0x5560f9)

          Previous modifying access of Swift variable at 0x72080000e210 by thread T4:
            #0 $s14ObserverFuture7PromiseC0aB9ExercisesE3all /<compiler-generated> (x+0x555d37)
            #1 $s14ObserverFuture7PromiseC0aB9ExercisesE3all /tmp/race/Chapters/03-ObserverFuture/Exercises/All.swift:36:35 (x+0x555d6f)

          Location is heap block of size 32 at 0x72080000e200 allocated by thread T4:
            #0 malloc /home/build-user/llvm-project/compiler-rt/lib/tsan/rtl/tsan_interceptors_posix.cpp:686:5

        SUMMARY: ThreadSanitizer: Swift access race /tmp/race/Chapters/03-ObserverFuture/Exercises/All.swift:35:41 in all
        ==================
        """

    @Test("a Swift access race (a class's property changed by two threads) counts too")
    func readsAccessRaces() {
        #expect(
            SanitizerCheck.races(in: Self.accessRace, exercises: VerdictTests.exercises) == [
                "3.1": [
                    "a data race in All.swift: line 35 (a write) and line 36 (a write) touched the same memory from"
                        + " two threads with no lock between them (the thread sanitizer saw it); keep state that"
                        + " threads share in a `Locked`"
                ]
            ])
    }

    @Test("a report whose frames name the file alone, as macOS's may, is read the same")
    func readsFramesWithFileNamesAlone() throws {
        let darwin = Self.report.replacingOccurrences(of: "/tmp/race/Chapters/03-ObserverFuture/Exercises/", with: "")
            .replacingOccurrences(of: "(racy+", with: "(racy:arm64+")
        #expect(
            SanitizerCheck.races(in: darwin, exercises: VerdictTests.exercises)
                == SanitizerCheck.races(in: Self.report, exercises: VerdictTests.exercises))
        // A file name two stubs shared would name neither.
        let twins =
            [
                Exercise(
                    id: "2.2", title: "", stub: "Chapters/02-ResultChaining/Exercises/All.swift", solution: "",
                    hint: [], book: "")
            ] + VerdictTests.exercises
        #expect(SanitizerCheck.races(in: darwin, exercises: twins).isEmpty)
    }

    @Test("no two exercises' files share a name, whatever its case: a report that gives the name alone names one")
    func stubNamesApart() throws {
        let names = try Exercise.all(root: root).map { URL(fileURLWithPath: $0.stub).lastPathComponent.lowercased() }
        #expect(
            Set(names).count == names.count, "shared: \(names.filter { name in names.filter { $0 == name }.count > 1 })"
        )
    }

    @Test("a race nowhere in an exercise's stub is not an exercise's problem")
    func ignoresOtherRaces() {
        let elsewhere = Self.report.replacingOccurrences(of: "Exercises/All.swift", with: "Tour/All.swift")
        #expect(SanitizerCheck.races(in: elsewhere, exercises: VerdictTests.exercises).isEmpty)
    }

    @Test(
        "exercises with shared state are checked with the sanitizer: 1.1, 2.2 and chapters 3 to 6, not their warm-ups")
    func whichExercises() {
        func exercise(_ id: String) -> Exercise {
            Exercise(id: id, title: "", stub: "", solution: "", hint: [], book: "")
        }
        #expect(["1.1", "2.2", "3.1", "4.2", "6.1"].allSatisfy { SanitizerCheck.applies(to: exercise($0)) })
        #expect(!["1.0", "1.2", "2.3", "3.0", "6.0"].contains { SanitizerCheck.applies(to: exercise($0)) })
    }
}
