import Foundation

/// The font a text is measured with, and how to name it in a message.
struct ResolvedFont: Sendable {
  var font: MeasuringFont
  /// The point size at the size category checked.
  var size: Double
  /// "34 pt Large Title Black", "28 pt Inter-Black": for messages.
  var label: String
  /// The font the face stands in for, when it is not the font itself: "San Francisco" (Inter: the width is
  /// approximate) or an iOS font with a metric-compatible stand-in ("Arial-BoldMT": Liberation Sans Bold).
  var standsInFor: String?
  /// The stand-in has the same advance widths as the font it stands in for.
  var isMetricCompatible = false

  var isStandIn: Bool { standsInFor != nil }
}

/// Why a text's font could not be found.
enum FontResolutionProblem: Error, Hashable, Sendable {
  /// `.custom("Name", …)` names a font no font file of the project has.
  case customFontNotFound(name: String, fontFiles: Int)
  /// Neither San Francisco nor its stand-in is installed.
  case systemFontMissing
  /// `.custom("AvenirNext-Bold", …)` names a font that ships with iOS, and neither it nor a font with its widths
  /// is installed here: not the app's fault, and not measurable.
  case iOSFontNotInstalled(name: String, family: String)
  case measuring(MeasuringProblem)

  /// What this machine lacks rather than what the app does wrong: not a finding.
  var isLimitOfThisMachine: Bool {
    if case .iOSFontNotInstalled = self { return true }
    return false
  }

  var message: String {
    switch self {
    case .customFontNotFound(let name, let count):
      "its font \"\(name)\" is in none of the project's \(Plural.count(count, "font file")) (.ttf, .otf, .ttc; "
        + "matched by PostScript or full name, as UIFont(name:) does), so iOS would draw it in the system font; "
        + "add the font file and list it in UIAppFonts, or fix the name"
    case .systemFontMissing:
      "neither San Francisco nor Inter (its stand-in) is installed here; scripts/install-deps installs fonts-inter"
    case .iOSFontNotInstalled(let name, let family):
      "its font \"\(name)\" ships with iOS (\(family)), and neither it nor a font with its widths is installed "
        + "here, so its width is unknown"
    case .measuring(let problem): problem.message
    }
  }
}

/// Finds the font file for a `FontSpec` at a Dynamic Type size category: the system font (San Francisco, or
/// Inter standing in for it) with its tracking at that size, or the app's own font file, matched by name.
struct FontResolver: Sendable {
  /// The project's font files (absolute paths).
  var projectFonts: [String]
  var category: ContentSizeCategory = .large
  var system: SystemFonts = .standard
  var cache: FontCache = .shared

  func resolve(_ spec: FontSpec, language: String?) -> Result<ResolvedFont, FontResolutionProblem> {
    switch spec {
    case .textStyle(let style, let weight):
      let size = DynamicType.size(of: style, at: category)
      let weight = weight ?? DynamicType.defaultWeight(of: style)
      let name = DynamicType.displayName(of: style) + (weight == .regular ? "" : " " + weight.displayName)
      return systemFont(size: size, weight: weight, label: "\(Self.points(size)) pt \(name)", language: language)
    case .system(let size, let weight):
      let weight = weight ?? .regular
      let name = "system font" + (weight == .regular ? "" : " " + weight.displayName)
      return systemFont(size: size, weight: weight, label: "\(Self.points(size)) pt \(name)", language: language)
    case .custom(let name, let base, let relativeTo, let scales):
      let size = scales ? DynamicType.scaled(base, relativeTo: relativeTo ?? .body, at: category) : base
      return customFont(name, size: size, language: language)
    }
  }

  private func systemFont(size: Double, weight: FontWeight, label: String, language: String?) -> Result<
    ResolvedFont, FontResolutionProblem
  > {
    guard let (face, isStandIn) = cache.systemFace(size: size, weight: weight, in: system) else {
      return .failure(.systemFontMissing)
    }
    var style = ShapingStyle(size: size, language: language)
    if face.weightAxis != nil {
      style.weight = weight.axisValue
      style.opticalSize = Float(size)
    }
    let font = MeasuringFont(
      face: face, style: style, tracking: SystemFontTracking.points(atSize: size),
      fallbacks: cache.fallbackFaces(weight: weight, in: system), scriptFallbacks: scriptFallbacks(weight: weight))
    return .success(
      ResolvedFont(font: font, size: size, label: label, standsInFor: isStandIn ? "San Francisco" : nil))
  }

  private func customFont(_ name: String, size: Double, language: String?) -> Result<
    ResolvedFont, FontResolutionProblem
  > {
    let faces = projectFonts.flatMap { cache.faces(at: $0) }
    let match =
      faces.first { $0.postScriptName == name || $0.fullName == name }
      ?? faces.first { $0.familyName == name && ["Regular", "Roman", "Book"].contains($0.styleName) }
    guard let face = match else {
      if let family = IOSSystemFonts.family(of: name) {
        return iOSFont(name, family: family, size: size, language: language)
      }
      return .failure(.customFontNotFound(name: name, fontFiles: projectFonts.count))
    }
    return .success(appFont(face, size: size, label: name, language: language))
  }

  /// The app's own font (or an iOS font) is drawn with no tracking; characters it lacks fall back to the system's.
  private func appFont(_ face: FontFace, size: Double, label: String, language: String?) -> ResolvedFont {
    let font = MeasuringFont(
      face: face, style: ShapingStyle(size: size, language: language),
      fallbacks: cache.fallbackFaces(weight: .regular, in: system), scriptFallbacks: scriptFallbacks(weight: .regular))
    return ResolvedFont(font: font, size: size, label: "\(Self.points(size)) pt \(label)")
  }

  /// A font that ships with iOS: the font itself where this machine has it, else a metric-compatible stand-in.
  private func iOSFont(_ name: String, family: IOSSystemFonts.Family, size: Double, language: String?) -> Result<
    ResolvedFont, FontResolutionProblem
  > {
    if let face = cache.iOSFace(named: name, family: family, in: system) {
      return .success(appFont(face, size: size, label: name, language: language))
    }
    guard let compatible = family.metricCompatible, let style = IOSSystemFonts.basicStyle(of: name, in: family),
      let face = cache.face(named: compatible.fileName(bold: style.bold, italic: style.italic), in: system)
    else { return .failure(.iOSFontNotInstalled(name: name, family: family.name)) }
    var resolved = appFont(face, size: size, label: name, language: language)
    resolved.standsInFor = name
    resolved.isMetricCompatible = true
    return .success(resolved)
  }

  private func scriptFallbacks(weight: FontWeight) -> ScriptFallbackFaces {
    ScriptFallbackFaces(system: system, bold: weight.axisValue >= 600, cache: cache)
  }

  /// 34 → "34", 34.5 → "34.5".
  static func points(_ size: Double) -> String {
    size == size.rounded() ? String(Int(size)) : String(format: "%.1f", size)
  }
}

/// The per-script fallback fonts of one weight, opened on first use and shared through the cache.
struct ScriptFallbackFaces: Sendable {
  var system: SystemFonts
  var bold: Bool
  var cache: FontCache

  func faces(for character: Character) -> [FontFace] {
    guard let scalar = character.unicodeScalars.first else { return [] }
    return cache.scriptFaces(for: scalar, bold: bold, in: system)
  }
}

/// Font files opened once per run and shared: the measuring of every page, language and rule asks for the same few.
final class FontCache: @unchecked Sendable {
  static let shared = FontCache()

  private let lock = NSLock()
  private var facesByPath: [String: [FontFace]] = [:]
  private var systemFaces: [String: (FontFace, Bool)?] = [:]
  private var fallbacks: [String: [FontFace]] = [:]
  private var namedFaces: [String: FontFace?] = [:]
  private var scriptFaces: [String: [FontFace]] = [:]

  /// Every face of the font file at `path`; none when it is no font (the rule then finds no match in it).
  func faces(at path: String) -> [FontFace] {
    remember(path, in: \.facesByPath) { (try? FontFace.faces(at: path).get()) ?? [] }
  }

  func systemFace(size: Double, weight: FontWeight, in system: SystemFonts) -> (face: FontFace, isStandIn: Bool)? {
    let key = "\(system.folders)|\(size >= 20)|\(weight.rawValue)"
    let found = remember(key, in: \.systemFaces) {
      system.systemFace(size: size, weight: weight).map { ($0.face, $0.isStandIn) }
    }
    return found.map { (face: $0.0, isStandIn: $0.1) }
  }

  func fallbackFaces(weight: FontWeight, in system: SystemFonts) -> [FontFace] {
    remember("\(system.folders)|\(weight.axisValue >= 600)", in: \.fallbacks) { system.fallbackFaces(weight: weight) }
  }

  /// The first face of the first file with one of `names` in the system's folders.
  func face(named names: String..., in system: SystemFonts) -> FontFace? {
    remember("\(system.folders)|\(names)", in: \.namedFaces) {
      system.firstFile(named: names).flatMap { try? FontFace.open(path: $0).get() }
    }
  }

  /// The fonts for the script of `scalar` found here, each the first of its files that exists.
  func scriptFaces(for scalar: Unicode.Scalar, bold: Bool, in system: SystemFonts) -> [FontFace] {
    let fonts = ScriptFallbacks.fileNames(for: scalar, bold: bold)
    return remember("\(system.folders)|\(fonts)", in: \.scriptFaces) {
      fonts.compactMap { names in system.firstFile(named: names).flatMap { try? FontFace.open(path: $0).get() } }
    }
  }

  /// An iOS font's own face where this machine has its file (macOS: `Avenir Next.ttc`, `Georgia.ttf`), matched by
  /// name as `UIFont(name:)` matches.
  func iOSFace(named name: String, family: IOSSystemFonts.Family, in system: SystemFonts) -> FontFace? {
    let stems = [family.name, family.name.replacingOccurrences(of: " ", with: "")]
    let files = stems.flatMap { [$0 + ".ttc", $0 + ".ttf", $0 + ".otf"] }
    return remember("\(system.folders)|ios|\(name)", in: \.namedFaces) {
      guard let path = system.firstFile(named: files) else { return nil }
      let faces = self.faces(at: path)
      return faces.first { $0.postScriptName == name || $0.fullName == name }
        ?? faces.first { $0.familyName == name && ["Regular", "Roman", "Book"].contains($0.styleName) }
    }
  }

  private func remember<Value>(
    _ key: String, in table: ReferenceWritableKeyPath<FontCache, [String: Value]>, make: () -> Value
  ) -> Value {
    lock.lock()
    if let known = self[keyPath: table][key] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let made = make()
    lock.lock()
    self[keyPath: table][key] = made
    lock.unlock()
    return made
  }
}
