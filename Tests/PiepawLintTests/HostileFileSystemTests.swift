import Foundation
import Testing

@testable import PiepawLint

/// A chain of folders named `a`, made and removed in time linear in its levels: every step names a folder relative
/// to its parent's descriptor, since a path of thousands of components costs a kernel walk each time it is used
/// (`FileManager.removeItem` took seconds on 2 000 levels). As deep as asked, but never past what `PATH_MAX` lets a
/// path hold (about 480 levels on macOS). Holds its tree, so that the chain goes first.
final class DeepChain {
  /// Where deep trees are made: a memory file system when there is one (`/dev/shm` on Linux, where a `mkdir`
  /// costs microseconds instead of the third of a millisecond ext4 takes), else the temporary folder.
  static let base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : NSTemporaryDirectory()

  let tree: TemporaryTree
  /// The folder the chain hangs from, and its deepest folder.
  let top: String
  let deepest: String
  let levels: Int

  init(in tree: TemporaryTree, below relative: String = "", levels wanted: Int) throws {
    self.tree = tree
    top = relative.isEmpty ? tree.root : tree.path(relative)
    levels = min(wanted, (Int(PATH_MAX) - top.utf8.count - 64) / 2)
    var descriptor = open(top, O_RDONLY | O_DIRECTORY)
    for _ in 0..<levels {
      guard descriptor >= 0, mkdirat(descriptor, "a", 0o755) == 0 else { throw POSIXError(.EIO) }
      let next = openat(descriptor, "a", O_RDONLY | O_DIRECTORY)
      close(descriptor)
      descriptor = next
    }
    close(descriptor)
    deepest = top + String(repeating: "/a", count: levels)
  }

  /// Removes the chain from the top: empties `top/a` but for its `a`, lifts that `a` up beside it, removes the
  /// emptied folder and renames the lifted one in its place, so every step works two levels deep.
  deinit {
    let parent = open(top, O_RDONLY | O_DIRECTORY)
    defer { close(parent) }
    while let folder = Optional(openat(parent, "a", O_RDONLY | O_DIRECTORY)), folder >= 0 {
      var hasChild = false
      if let stream = fdopendir(folder) {
        while let entry = readdir(stream) {
          let name = withUnsafeBytes(of: entry.pointee.d_name) {
            String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
          }
          if name == "." || name == ".." { continue }
          if name == "a" { hasChild = true } else { unlinkat(dirfd(stream), name, 0) }
        }
        closedir(stream)
      } else {
        close(folder)
      }
      if hasChild { renameat(parent, "a/a", parent, "lifted") }
      unlinkat(parent, "a", AT_REMOVEDIR)
      guard hasChild else { break }
      renameat(parent, "lifted", parent, "a")
    }
  }
}

/// Hostile trees and files (issue 10, items 8, 9, 10, 12, 13 and 17): deep folders, special files, symlinks out
/// of the lint root, huge limits. Each test builds its input in a temporary folder in a few milliseconds.
@Suite struct HostileFileSystemTests {
  static let rules = RuleRegistry.all.map { $0.description }

  /// Makes an empty file (a path of thousands of components is fine here: it is walked once).
  static func touch(_ path: String) -> Bool {
    let descriptor = creat(path, 0o600)
    guard descriptor >= 0 else { return false }
    close(descriptor)
    return true
  }

  func lint(_ root: String) throws(LintSetupError) -> [Diagnostic] {
    try Linter().lint(paths: [root]).diagnostics
  }

  // MARK: Item 8: deep folder trees

  @Test func aTwoThousandLevelTreeIsWalkedWithoutOverflowingTheStack() throws {
    let tree = try TemporaryTree([".piepaw-lint.json": #"{"limits": {"directoryDepth": 2048}}"#], in: DeepChain.base)
    let chain = try DeepChain(in: tree, levels: 2000)
    #expect(Self.touch(chain.deepest + "/bottom.onboarding.json"))
    let diagnostics = try lint(tree.root)
    #expect(diagnostics.map(\.ruleID) == ["invalid-input"], "\(chain.levels) levels")
    #expect(diagnostics.first?.location.file == chain.deepest + "/bottom.onboarding.json")
  }

  @Test func theDepthLimitStillStopsADeepTree() throws {
    let tree = try TemporaryTree([".piepaw-lint.json": #"{"limits": {"directoryDepth": 8}}"#], in: DeepChain.base)
    let chain = try DeepChain(in: tree, levels: 300)
    #expect(chain.levels == 300)
    let diagnostics = try lint(tree.root)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message.contains("nested deeper than 8 levels") == true)
  }

  @Test func deepCatalogGroupsAreWalkedWithoutRecursion() throws {
    let tree = try TemporaryTree(["A.xcassets/Contents.json": "{}"], in: DeepChain.base)
    let chain = try DeepChain(in: tree, below: "A.xcassets", levels: 2000)
    let (deepest, levels) = (chain.deepest, chain.levels)
    #expect(mkdir(deepest + "/x.colorset", 0o755) == 0)
    var limits = InputLimits()
    limits.directoryDepth = InputLimits.maximumDirectoryDepth
    let catalog = AssetCatalogLoader.load(path: tree.path("A.xcassets"), limits: limits)
    #expect(catalog.assets.map(\.name) == ["x"], "\(levels) levels: \(catalog.problems.map(\.message))")
  }

  @Test func deepTargetFoldersAreWalkedWithoutRecursion() throws {
    let tree = try TemporaryTree(["App/.keep": ""], in: DeepChain.base)
    let chain = try DeepChain(in: tree, below: "App", levels: 2000)
    let (deepest, levels) = (chain.deepest, chain.levels)
    #expect(Self.touch(deepest + "/View.swift"))
    var walker = TargetFolderWalker(projectRoot: tree.root, maximumDepth: InputLimits.maximumDirectoryDepth)
    let members = walker.members(of: .init(path: tree.path("App"), rules: .xcode))
    #expect(members?.sources == [deepest + "/View.swift"], "\(levels) levels")
  }

  @Test(arguments: [0, 2049, Int.max])
  func directoryDepthOutsideItsRangeIsRefusedNamingTheRange(_ depth: Int) {
    do {
      _ = try ConfigurationLoader.parse(#"{"limits": {"directoryDepth": \#(depth)}}"#, path: "/p/c.json", rules: [])
      Issue.record("accepted")
    } catch {
      #expect(error.message.hasPrefix("'limits.directoryDepth' must be a whole number from 1 to 2048"))
      #expect(error.location.line == 1)
    }
  }

  // MARK: Item 9: the configuration through symlinks and special files

  @Test func aConfigurationLinkedFromOutsideTheLintRootIsRefusedWithoutQuotingTheTarget() throws {
    let tree = try TemporaryTree(["secret.txt": "ghp_SECRETTOKEN and more", "app/App.swift": ""])
    try FileManager.default.createSymbolicLink(
      atPath: tree.path("app/.piepaw-lint.json"), withDestinationPath: tree.path("secret.txt"))
    #expect {
      try lint(tree.path("app"))
    } throws: { error in
      guard case .invalidConfiguration(let problem) = error as? LintSetupError else { return false }
      return problem.message.contains("points outside the lint root") && !problem.message.contains("ghp_")
    }
  }

  @Test func aConfigurationLinkedInsideTheLintRootIsRead() throws {
    let tree = try TemporaryTree(["shared/piepaw.json": #"{"rules": {"duplicate-title": "off"}}"#, "app/A.swift": ""])
    try FileManager.default.createSymbolicLink(
      atPath: tree.path("app/.piepaw-lint.json"), withDestinationPath: "../shared/piepaw.json")
    let projects = try Linter().discover([tree.root])
    let app = try #require(projects.first { $0.root == tree.path("app") })
    #expect(app.configuration.rules["duplicate-title"]?.severity == .off)
  }

  @Test(arguments: ["fifo", "stdin", "folder", "dangling"])
  func aConfigurationThatIsNoRegularFileIsRefusedAtOnce(_ kind: String) throws {
    let tree = try TemporaryTree(["A.swift": ""])
    let path = tree.path(".piepaw-lint.json")
    switch kind {
    case "fifo": #expect(mkfifo(path, 0o600) == 0)
    case "stdin": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/stdin")
    case "folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    default: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "missing.json")
    }
    #expect {
      try lint(tree.root)
    } throws: { error in
      guard case .invalidConfiguration(let problem) = error as? LintSetupError else { return false }
      return problem.message.hasPrefix("The configuration is") && problem.location.file == path
    }
  }

  @Test func aConfigurationNamedOnTheCommandLineMayLieAnywhereButMustBeARegularFile() throws {
    let tree = try TemporaryTree(["elsewhere/c.json": #"{"rules": {"duplicate-title": "off"}}"#])
    try FileManager.default.createSymbolicLink(
      atPath: tree.path("link.json"), withDestinationPath: tree.path("elsewhere/c.json"))
    let configuration = try ConfigurationLoader.load(path: tree.path("link.json"), rules: Self.rules)
    #expect(configuration.rules["duplicate-title"]?.severity == .off)
    #expect(mkfifo(tree.path("pipe.json"), 0o600) == 0)
    #expect {
      try ConfigurationLoader.load(path: tree.path("pipe.json"), rules: Self.rules)
    } throws: { error in
      (error as? ConfigurationError)?.message.contains("FIFO (named pipe), not a regular file") == true
    }
    #expect(throws: ConfigurationError.self) { try ConfigurationLoader.load(path: "/dev/stdin", rules: Self.rules) }
  }

  @Test func configurationErrorsQuoteABoundedEscapedExcerpt() {
    let key = "\u{1B}]0;pwned\u{07}\r\n::error::forged" + String(repeating: "x", count: 5000)
    let text =
      #"{"\#(key.replacingOccurrences(of: "\u{1B}", with: "\\u001b").replacingOccurrences(of: "\u{07}", with: "\\u0007").replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n"))": 1}"#
    do {
      _ = try ConfigurationLoader.parse(text, path: "/p/c.json", rules: [])
      Issue.record("accepted")
    } catch {
      #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 }, "\(error.message)")
      #expect(error.message.contains("\\u{1B}]0;pwned\\u{7}\\u{D}\\u{A}::error::forged"))
      #expect(error.message.count < 400)
    }
    do {
      _ = try ConfigurationLoader.parse(
        "{\"a\": " + String(repeating: "w", count: 100_000) + "}", path: "/p/c.json", rules: [])
      Issue.record("accepted")
    } catch {
      #expect(error.message.count < 400)
    }
  }

  /// A file read as configuration may be anything (`--config` naming a link to a token): a syntax error names
  /// the position and what was expected, never the word or member name found there.
  @Test(arguments: ["ghp_SECRETTOKEN and the rest", #"{"ghp_SECRETTOKEN" 1}"#, "{\"a\": ghp_SECRETTOKEN}"])
  func syntaxErrorsDoNotQuoteTheFile(_ text: String) {
    do {
      _ = try ConfigurationLoader.parse(text, path: "/p/c.json", rules: [])
      Issue.record("accepted")
    } catch {
      #expect(!error.message.contains("SECRET"), "\(error.message)")
      #expect(error.message.hasPrefix("a bare word is not a JSON value") || error.message.contains("member name"))
      #expect(error.location.line == 1)
    }
  }

  @Test(arguments: ["fifo", "stdin", "zero", "folder"])
  func textInputsAreReadOnlyFromRegularFilesAndNeverBlock(_ kind: String) throws {
    let tree = try TemporaryTree(["x": ""])
    let path: String
    switch kind {
    case "fifo":
      path = tree.path("pipe.onboarding.json")
      #expect(mkfifo(path, 0o600) == 0)
    case "stdin": path = "/dev/stdin"
    case "zero": path = "/dev/zero"
    default: path = tree.root
    }
    guard case .failure(let problem) = TextFile.read(path) else {
      Issue.record("\(kind) was read")
      return
    }
    #expect(problem.message.contains("not a regular file"), "\(problem.message)")
  }

  @Test func aProjectFileThatIsAFIFOIsReportedNotWaitedOn() throws {
    let tree = try TemporaryTree(["App.xcodeproj/.keep": "", "App/A.swift": ""])
    #expect(mkfifo(tree.path("App.xcodeproj/project.pbxproj"), 0o600) == 0)
    let diagnostics = try lint(tree.root)
    #expect(diagnostics.map(\.ruleID) == ["invalid-input"])
    #expect(diagnostics.first?.location.file == tree.path("App.xcodeproj/project.pbxproj"))
  }

  @Test func anXcconfigOutsideTheLintRootIsNotRead() throws {
    let tree = try TemporaryTree([
      "outside/Base.xcconfig": "SDKROOT = macosx\n", "inside/Base.xcconfig": "SDKROOT = macosx\n",
    ])
    #expect(XcodeConfigFile.settings(at: tree.path("outside/Base.xcconfig"))["SDKROOT"] == "macosx")
    let scope = LinkScope(root: tree.path("inside"))
    #expect(XcodeConfigFile.settings(at: tree.path("inside/Base.xcconfig"), within: scope)["SDKROOT"] == "macosx")
    #expect(XcodeConfigFile.settings(at: tree.path("outside/Base.xcconfig"), within: scope).isEmpty)
    #expect(XcodeConfigFile.settings(at: tree.path("inside/../outside/Base.xcconfig"), within: scope).isEmpty)
  }

  // MARK: Item 10: overflow traps

  @Test func theLargestTextLimitReadsWithoutOverflow() throws {
    let tree = try TemporaryTree(["a.swift": "let a = 1\n"])
    #expect(try TextFile.read(tree.path("a.swift"), maximumBytes: .max).get() == "let a = 1\n")
    #expect(try TextFile.read(tree.path("a.swift"), maximumBytes: 10).get() == "let a = 1\n")
    #expect((try? TextFile.read(tree.path("a.swift"), maximumBytes: 9).get()) == nil)
  }

  @Test(arguments: InputLimits.keys.map(\.name))
  func everyLimitIsCheckedAgainstItsRange(_ key: String) throws {
    let range = try #require(InputLimits.keys.first { $0.name == key }?.range)
    for value in [range.lowerBound, range.upperBound] {
      let limits = try ConfigurationLoader.parse(#"{"limits": {"\#(key)": \#(value)}}"#, path: "/c.json", rules: [])
        .limits
      #expect(limits[keyPath: InputLimits.keys.first { $0.name == key }!.path] == value)
    }
    for value in [range.lowerBound - 1, range.upperBound + 1, Int.max] {
      do {
        _ = try ConfigurationLoader.parse(#"{"limits": {"\#(key)": \#(value)}}"#, path: "/c.json", rules: [])
        Issue.record("\(key) = \(value) accepted")
      } catch {
        #expect(error.message.hasPrefix("'limits.\(key)' must be a whole number from \(range.lowerBound) to "))
      }
    }
  }

  @Test func sizeArithmeticSaturates() {
    #expect(PixelSize(width: Int(UInt32.max), height: Int(UInt32.max)).pixelCount == Int.max)
    #expect(Int.max.saturatingProduct(3) == .max)
    #expect((Int.min / 2).saturatingProduct(3) == .min)
    var asset = Asset(kind: .imageSet, name: "a", symbolPath: [], directory: "/a.imageset", contentsFile: "")
    asset.filesOnDisk = ["/a.imageset/a.png"]
    asset.platforms = [.macOS]
    let budgets = ImageBudget.pixelBudgets(
      Project(root: "/", catalogs: [AssetCatalog(path: "/", assets: [asset])]), maxPixels: .max)
    #expect(budgets.byFile["/a.imageset/a.png"] == .max)
  }

  // MARK: Item 12: silent skips

  @Test func aCatalogLinkedFromOutsideIsANoteNamingIt() throws {
    let tree = try TemporaryTree(["outside/Shared.xcassets/Contents.json": "{}", "app/A.swift": ""])
    try FileManager.default.createSymbolicLink(
      atPath: tree.path("app/Shared.xcassets"), withDestinationPath: tree.path("outside/Shared.xcassets"))
    let diagnostics = try lint(tree.path("app"))
    #expect(diagnostics.map(\.ruleID) == ["skipped-input"])
    #expect(diagnostics.first?.severity == .note)
    #expect(diagnostics.first?.location.file == tree.path("app/Shared.xcassets"))
    // Linting the folder that holds both reads the catalog through the link, once.
    #expect(try Linter().discover([tree.root]).flatMap(\.catalogs).count == 1)
  }

  @Test func onlyLinksTheWalkWouldHaveReadAreReported() throws {
    let tree = try TemporaryTree([
      "outside/A.swift": "", "outside/README.md": "", "outside/Docs/x.txt": "", "app/.keep": "",
    ])
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: tree.path("app/A.swift"), withDestinationPath: tree.path("outside/A.swift"))
    try manager.createSymbolicLink(
      atPath: tree.path("app/README.md"), withDestinationPath: tree.path("outside/README.md"))
    try manager.createSymbolicLink(atPath: tree.path("app/Docs"), withDestinationPath: tree.path("outside/Docs"))
    try manager.createSymbolicLink(atPath: tree.path("app/.hidden"), withDestinationPath: tree.path("outside"))
    try manager.createSymbolicLink(atPath: tree.path("app/Gone.swift"), withDestinationPath: "nowhere.swift")
    try manager.createSymbolicLink(atPath: tree.path("app/gone.txt"), withDestinationPath: "nowhere.txt")
    let found = try lint(tree.path("app")).map { "\($0.ruleID) \($0.location.file.lastPathComponent)" }
    #expect(found == ["skipped-input A.swift", "skipped-input Docs", "invalid-input Gone.swift"])
  }

  @Test func aSetFileLinkedOutOfItsSetIsReportedOnceAndNotAsMissing() throws {
    let tree = try TemporaryTree([
      "A.xcassets/a.imageset/Contents.json": #"{"images": [{"filename": "a.png", "idiom": "universal"}]}"#,
      "other.png": "x",
    ])
    try FileManager.default.createSymbolicLink(
      atPath: tree.path("A.xcassets/a.imageset/a.png"), withDestinationPath: tree.path("other.png"))
    let diagnostics = try lint(tree.root)
    #expect(diagnostics.map(\.ruleID) == ["skipped-input"])
    #expect(diagnostics.first?.location.file == tree.path("A.xcassets/a.imageset/a.png"))
  }

  #if os(Linux)
    /// Linux file systems take any bytes as a name; macOS refuses a name that is not UTF-8.
    @Test func aNameThatIsNotUTF8IsANote() throws {
      let tree = try TemporaryTree(["A.swift": ""])
      let bytes = Array((tree.root + "/bad").utf8) + [0xFF] + Array(".swift".utf8)
      let fd = (bytes + [0]).withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o600) }
      }
      #expect(fd >= 0)
      close(fd)
      let diagnostics = try lint(tree.root)
      #expect(diagnostics.map(\.ruleID) == ["skipped-input"])
      #expect(diagnostics.first?.message.contains("not valid UTF-8") == true)
    }
  #endif

  // MARK: Item 13: inspect and set files that are no images

  @Test func inspectShowsAFIFOAFolderAndARefusedLinkInASetAsUnreadableRows() throws {
    let tree = try TemporaryTree([
      "A.xcassets/s.imageset/Contents.json":
        #"{"images": [{"filename": "pipe.png", "idiom": "universal", "scale": "1x"}, {"filename": "out.png", "idiom": "universal", "scale": "2x"}]}"#,
      "A.xcassets/s.imageset/dir.png/.keep": "", "outside.png": "x",
    ])
    let set = tree.path("A.xcassets/s.imageset")
    #expect(mkfifo(set + "/pipe.png", 0o600) == 0)
    try FileManager.default.createSymbolicLink(atPath: set + "/out.png", withDestinationPath: tree.path("outside.png"))
    let report = try ImageInspector.inspect(paths: [set], options: ImageOptions(cache: nil))
    #expect(report.hasDamagedImages, "inspect exits 1")
    let rows = report.images.map { ($0.path.lastPathComponent, $0.info.status.name) }
    #expect(rows.map(\.0).sorted() == ["dir.png", "out.png", "pipe.png"])
    #expect(rows.allSatisfy { $0.1 == "unreadable" })
    let verdict = try #require(report.sets.first?.verdict)
    #expect(!verdict.description.contains("Contents.json"), "\(verdict)")
    #expect(!verdict.description.contains("not in the folder"), "\(verdict)")
    #expect(verdict.description.hasPrefix("dir.png is unreadable; out.png is unreadable; pipe.png is unreadable"))
  }
}
