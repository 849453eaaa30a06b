import Testing

@testable import PiepawLint

/// Every configuration value that is invalid gives an exit-2 message naming the key, never silence (issue 10,
/// item 17). The real rules are used, so their options' ranges are checked too.
@Suite struct ConfigurationValueTests {
  static let rules = RuleRegistry.all.map { $0.description }

  func message(_ text: String) -> String {
    do {
      _ = try ConfigurationLoader.parse(text, path: "/p/.piepaw-lint.json", rules: Self.rules)
      return "accepted"
    } catch {
      return error.message
    }
  }

  @Test(arguments: [
    (#"{"exclude": [""]}"#, "'exclude' pattern '' names no path"),
    (#"{"exclude": ["/"]}"#, "'exclude' pattern '/' names no path"),
    (#"{"include": ["../Other/**"]}"#, "'include' pattern '../Other/**' cannot match"),
    (#"{"exclude": ["Gen[erated/**"]}"#, "'exclude' pattern 'Gen[erated/**' has a '[' without its ']'"),
    (#"{"exclude": ["[]x"]}"#, "'exclude' pattern '[]x' has an empty class"),
    (#"{"rules": {"title-length": {"ignore": [""]}}}"#, "'ignore' pattern '' names no path"),
    (#"{"rules": {"title-length": "Error"}}"#, "invalid severity 'Error' for 'title-length' (did you mean 'error'?)"),
    (#"{"rules": {"title-length": {"max": 0}}}"#, "'max' of 'title-length': must be from 1 to 100000; found 0"),
    (#"{"rules": {"description-length": {"max": 1000000}}}"#, "'max' of 'description-length': must be from 1 to"),
    (#"{"rules": {"image-too-large": {"maxPixels": 9223372036854775807}}}"#, "'maxPixels' of 'image-too-large': must"),
    (#"{"rules": {"title-length": {"max": 1.5}}}"#, "'max' of 'title-length' must be an integer; found a number"),
    (#"{"rules": {"title-lenght": "off"}}"#, "unknown rule 'title-lenght' (did you mean 'title-length'?)"),
    (#"{"model": {"titel": 3}}"#, "unknown key 'titel' in 'model' (did you mean 'title'?)"),
    (#"{"model": {"title": ""}}"#, "'title' must be a Swift identifier; found ''"),
    (#"{"model": {"title": "heading", "description": "heading"}}"#, "'description' names the label 'heading'"),
    (#"{"assets": {"": {"minPixels": "1x1"}}}"#, "an asset in 'assets' has an empty name"),
    (#"{"assets": {"logoPet": {}}}"#, "'logoPet' in 'assets' expects nothing"),
    (
      #"{"assets": {"logoPet": {"minPixel": "1x1"}}}"#,
      "unknown key 'minPixel' in 'logoPet' (did you mean 'minPixels'?)"
    ),
    (#"{"assets": {"logoPet": {"minPixels": "9999999x1"}}}"#, "'minPixels' must look like \"240x240\" (sides 1 to"),
    (
      #"{"assets": {"logoPet": {"aspectRatio": "1000:1"}}}"#,
      "'aspectRatio' must look like \"1:1\" or \"19.5:9\" (at most"
    ),
    (#"{"progressCapsules": 0}"#, "'progressCapsules' must be a whole number from 1 to 1000; found 0"),
    (#"{"progressCapsules": 100000000000}"#, "'progressCapsules' must be a whole number from 1 to 1000"),
    (#"{"progressCapsules": "3"}"#, "'progressCapsules' must be a whole number from 1 to 1000; found a string"),
    (#"{"limits": {"textBytes": 1e3}}"#, "accepted"),
    (
      #"{"limits": {"textBytes": 1.5}}"#,
      "'limits.textBytes' must be a whole number from 1 to 1073741824 (bytes); found 1.5"
    ),
    (#"{"limits": {"imageBytes": -1}}"#, "'limits.imageBytes' must be a whole number from 1 to"),
    (#"{"limits": {}, "limits": {}}"#, "'limits' is set twice"),
    (#"{"assets": {"a": {"minPixels": "1x1", "minPixels": "2x2"}}}"#, "'minPixels' is set twice"),
  ])
  func invalidValuesAreNamed(_ text: String, _ expected: String) {
    let found = message(text)
    #expect(found.hasPrefix(expected), "\(found)")
  }

  @Test func theDefaultConfigurationStaysValid() throws {
    let json = DefaultConfiguration.json(rules: Self.rules)
    #expect(message(json) == "accepted")
  }
}
