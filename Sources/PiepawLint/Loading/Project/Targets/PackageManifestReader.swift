import Foundation

/// Reads the targets of a `Package.swift` without running Swift: each `.target(…)`, `.executableTarget(…)`,
/// `.testTarget(…)`, `.macro(…)` and `.plugin(…)` call, with its literal `name:`, `path:`, `exclude:`,
/// `sources:` and `resources: [.process("…"), .copy("…")]`.
///
/// A target's folder is its `path:` or, as SwiftPM looks for it, the first of `Sources/<name>`, `Source/<name>`,
/// `src/<name>`, `srcs/<name>` that exists (`Tests/<name>` first for test targets, `Plugins/<name>` for
/// plugins). Everything below it belongs to the module by SwiftPM's rules (`TargetFolderWalker`).
///
/// A manifest that computes what matters (a name, path or resource from a variable, targets made in a loop) cannot
/// be read without running it: then the whole manifest gives nil, and the project keeps no target information
/// rather than a wrong one. Arguments that do not decide files (dependencies, settings) may be anything.
enum PackageManifestReader {
  /// The target calls read and the folders they default to.
  private static let folderCandidates: [String: [String]] = [
    "target": ["Sources", "Source", "src", "srcs"],
    "executableTarget": ["Sources", "Source", "src", "srcs"],
    "macro": ["Sources", "Source", "src", "srcs"],
    "testTarget": ["Tests", "Sources", "Source", "src", "srcs"],
    "plugin": ["Plugins"],
  ]

  private struct Unreadable: Error {}

  /// The manifest's targets, or nil when they cannot be known from its text. `directoryExists` answers for
  /// absolute paths (the file system; a fake in tests).
  static func read(
    source: String, manifestPath: String, directoryExists: @escaping (String) -> Bool
  ) -> [TargetDeclaration]? {
    let bytes = Array(source.utf8)
    let code = SwiftCode(tokens: SwiftSourceScanner.scan(bytes: bytes).tokens, source: bytes, file: manifestPath)
    let packageRoot = XcodeObjectGraph.standardized((manifestPath as NSString).deletingLastPathComponent)
    var calls: [(call: String, arguments: [SwiftCode.Argument], at: Int)] = []
    var index = 0
    while index < code.tokens.count {
      guard code.isPunctuation(".", at: index), let call = code.identifierName(at: index + 1),
        folderCandidates[call] != nil, let close = code.callClose(at: index + 1)
      else {
        index += 1
        continue
      }
      calls.append((call, code.arguments(inside: index + 2), index + 1))
      // Calls inside this one are its dependencies (`.target(name:condition:)`), not targets.
      index = close + 1
    }
    var byName: [String: (declaration: TargetDeclaration, argumentCount: Int)] = [:]
    var order: [String] = []
    do {
      // Targets that share default folders (regular ones, tests), counted once: a hostile manifest may hold many.
      var siblingCounts: [[String]: Int] = [:]
      for call in calls { siblingCounts[folderCandidates[call.call] ?? [], default: 0] += 1 }
      for call in calls {
        let siblings = siblingCounts[folderCandidates[call.call] ?? []] ?? 0
        let context = Context(code: code, packageRoot: packageRoot, directoryExists: directoryExists)
        guard
          let declaration = try declaration(
            call.call, arguments: call.arguments, at: call.at, isOnlyOfItsKind: siblings == 1, context: context)
        else { continue }
        if byName[declaration.name] == nil { order.append(declaration.name) }
        // `.target(name: "A")` also names a dependency; the fuller call is the declaration.
        if (byName[declaration.name]?.argumentCount ?? -1) < call.arguments.count {
          byName[declaration.name] = (declaration, call.arguments.count)
        }
      }
    } catch {
      return nil
    }
    // No target found means they are built some way this reader does not follow.
    let platforms = declaredPlatforms(in: code)
    let iOSVersion = declaredIOSVersion(in: code)
    let families = declaredDeviceFamilies(in: code)
    return order.isEmpty
      ? nil
      : order.compactMap { name in
        byName[name].map { found in
          var declaration = found.declaration
          declaration.platforms = platforms
          declaration.iOSDeploymentTarget = iOSVersion
          declaration.deviceFamilies = families
          return declaration
        }
      }
  }

  /// `supportedDeviceFamilies: [.pad]` of an app playground's `.iOSApplication(…)` product → `TARGETED_DEVICE_FAMILY`
  /// 2 (`.phone` is 1); empty where the manifest names none, or names one this reader does not know.
  private static func declaredDeviceFamilies(in code: SwiftCode) -> Set<Int> {
    var families: Set<Int> = []
    for index in code.occurrences(of: ["supportedDeviceFamilies"])
    where code.isPunctuation(":", at: index + 1) && code.isPunctuation("[", at: index + 2) {
      guard let close = code.partner(of: index + 2) else { return [] }
      for member in (index + 3)..<close where code.isPunctuation(".", at: member) {
        switch code.identifierName(at: member + 1) {
        case "phone": families.insert(1)
        case "pad": families.insert(2)
        // A Mac runs the iPad app ("Designed for iPad"); it is no screen the scale rules know.
        case "mac": continue
        default: return []
        }
      }
    }
    return families
  }

  /// `platforms: [.iOS(.v17), .macOS(.v14)]` → iOS and macOS; empty when the manifest names none (then SwiftPM
  /// builds for every platform at its oldest version, which says nothing about the screens).
  private static func declaredPlatforms(in code: SwiftCode) -> Set<DevicePlatform> {
    for index in code.occurrences(of: ["platforms"])
    where code.isPunctuation(":", at: index + 1) && code.isPunctuation("[", at: index + 2) {
      guard let close = code.partner(of: index + 2) else { continue }
      var platforms: Set<DevicePlatform> = []
      for member in (index + 3)..<close where code.isPunctuation(".", at: member) {
        if let name = code.identifierName(at: member + 1), let platform = DevicePlatform(manifestName: name) {
          platforms.insert(platform)
        }
      }
      return platforms
    }
    return []
  }

  /// The major version of `platforms: [.iOS(.v16)]` or `.iOS("16.4")`; nil when the manifest names no iOS version.
  private static func declaredIOSVersion(in code: SwiftCode) -> Int? {
    for index in code.occurrences(of: ["platforms"])
    where code.isPunctuation(":", at: index + 1) && code.isPunctuation("[", at: index + 2) {
      guard let close = code.partner(of: index + 2) else { continue }
      for member in (index + 3)..<close
      where code.isPunctuation(".", at: member) && code.identifierName(at: member + 1) == "iOS"
        && code.isPunctuation("(", at: member + 2)
      {
        if code.isPunctuation(".", at: member + 3), let version = code.identifierName(at: member + 4),
          version.hasPrefix("v")
        {
          return DeviceScreen.majorVersion(String(version.dropFirst()).replacingOccurrences(of: "_", with: "."))
        }
        if case .text(let literal)? = code.token(at: member + 3)?.stringLiteral?.segments.first {
          return DeviceScreen.majorVersion(literal)
        }
      }
    }
    return nil
  }

  private struct Context {
    var code: SwiftCode
    var packageRoot: String
    var directoryExists: (String) -> Bool
  }

  /// One target call; nil for a call that declares nothing (a dependency `.target(name:condition:)`).
  private static func declaration(
    _ call: String, arguments: [SwiftCode.Argument], at index: Int, isOnlyOfItsKind: Bool, context: Context
  ) throws(Unreadable) -> TargetDeclaration? {
    let code = context.code
    var labelled: [String: Range<Int>] = [:]
    for argument in arguments {
      if let label = argument.label, labelled[label] == nil { labelled[label] = argument.value }
    }
    if labelled["condition"] != nil { return nil }
    guard let nameValue = labelled["name"] else { return nil }
    let name = try string(nameValue, in: code)
    let folder = try targetFolder(
      call: call, name: name, path: labelled["path"], isOnlyOfItsKind: isOnlyOfItsKind, context: context)
    let relative: (String) -> String = { XcodeObjectGraph.join(folder, $0) }
    var excluded: [String] = []
    if let exclude = labelled["exclude"] { excluded = try strings(exclude, in: code) }
    // The manifest is no source of a target whose folder holds it (`path: "."` of an app playground): SwiftPM
    // reads it to build the package, never compiles it into a module, so its imports are no module's.
    let manifest = XcodeObjectGraph.join(context.packageRoot, "Package.swift")
    var excludedPaths = Set(excluded.map(relative))
    if TargetFolderWalker.isBelow(manifest, any: [folder]) { excludedPaths.insert(manifest) }
    var resources: (processed: [String], copied: [String]) = ([], [])
    if let rules = labelled["resources"] { resources = try resourceRules(rules, in: code) }
    var declaration = TargetDeclaration(
      name: name, kind: call == "testTarget" ? .testBundle : call == "plugin" ? .other : .packageModule,
      declaration: code.location(of: index))
    declaration.resourceBundle = .module
    declaration.folders = [
      TargetDeclaration.MemberFolder(
        path: folder, excluded: excludedPaths,
        rules: .package(processed: resources.processed.map(relative), copied: resources.copied.map(relative)))
    ]
    if let sources = labelled["sources"] {
      declaration.sourceRoots = try strings(sources, in: code).map(relative)
    }
    return declaration
  }

  /// The explicit `path:` or the first default folder that exists; the only target of its kind may also have its
  /// files right in `Sources/` (or `Tests/`).
  private static func targetFolder(
    call: String, name: String, path: Range<Int>?, isOnlyOfItsKind: Bool, context: Context
  ) throws(Unreadable) -> String {
    if let path { return XcodeObjectGraph.join(context.packageRoot, try string(path, in: context.code)) }
    let candidates = (folderCandidates[call] ?? []).map { XcodeObjectGraph.join(context.packageRoot, $0) }
    if let found = candidates.map({ $0 + "/" + name }).first(where: context.directoryExists) { return found }
    if isOnlyOfItsKind, let found = candidates.first(where: context.directoryExists) { return found }
    throw Unreadable()
  }

  /// `[.process("Images"), .copy("Fixtures"), .embedInCode("seed.json")]`: processed and copied paths.
  private static func resourceRules(_ range: Range<Int>, in code: SwiftCode) throws(Unreadable)
    -> (processed: [String], copied: [String])
  {
    var rules: (processed: [String], copied: [String]) = ([], [])
    for element in try elements(range, in: code) {
      // `.process(…)` or `Resource.process(…)`: the rule name sits just before the parenthesis.
      guard let open = code.firstTopLevel(in: element, where: { $0.isPunctuation("(") }), open > element.lowerBound,
        let rule = code.identifierName(at: open - 1), let path = code.arguments(inside: open).first,
        path.label == nil
      else { throw Unreadable() }
      let value = try string(path.value, in: code)
      switch rule {
      case "process": rules.processed.append(value)
      case "copy": rules.copied.append(value)
      // Embedded in code, the file is no bundle resource.
      case "embedInCode": continue
      default: throw Unreadable()
      }
    }
    return rules
  }

  /// A value that is one string literal without interpolation.
  private static func string(_ range: Range<Int>, in code: SwiftCode) throws(Unreadable) -> String {
    guard range.count == 1, let value = code.token(at: range.lowerBound)?.stringLiteral?.value else {
      throw Unreadable()
    }
    return value
  }

  /// `["a", "b"]`: every element a string literal.
  private static func strings(_ range: Range<Int>, in code: SwiftCode) throws(Unreadable) -> [String] {
    var values: [String] = []
    for element in try elements(range, in: code) { values.append(try string(element, in: code)) }
    return values
  }

  /// The elements of an array literal that is the whole value.
  private static func elements(_ range: Range<Int>, in code: SwiftCode) throws(Unreadable) -> [Range<Int>] {
    guard code.isPunctuation("[", at: range.lowerBound), code.partner(of: range.lowerBound) == range.upperBound - 1
    else { throw Unreadable() }
    let arguments = code.arguments(inside: range.lowerBound)
    guard arguments.allSatisfy({ $0.label == nil }) else { throw Unreadable() }
    return arguments.map(\.value)
  }
}
