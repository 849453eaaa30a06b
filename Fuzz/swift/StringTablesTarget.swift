// Fuzz target: string tables. The input is read as a `.strings` file (UTF-8 or UTF-16), a `.stringsdict` and a
// String Catalog, merged into one project whose pages look up the keys found, then every rule runs and reports.
import Foundation

@testable import PiepawLint

@_cdecl("LLVMFuzzerTestOneInput")
public func stringTablesTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Data(fuzzBytes(data, size))
  let files = [
    StringsFileReader.read(data: bytes, path: "/fuzz/App/de.lproj/Onboarding.strings", language: "de"),
    StringsDictReader.read(data: bytes, path: "/fuzz/App/fr.lproj/Onboarding.stringsdict", language: "fr"),
    StringCatalogReader.read(data: bytes, path: "/fuzz/App/Onboarding.xcstrings"),
  ]
  var project = Project(root: "/fuzz")
  project.localization = LocalizationLoader.localization(of: files, xcodeProjects: [])
  let keys = files.flatMap(\.entries).map(\.key).prefix(8)
  let pages = keys.enumerated().map { index, key in
    let location = SourceLocation.text("/fuzz/App/Onboarding.swift", line: index + 1, column: 1)
    let field = Field(
      .literal(key), at: location, localization: TextLocalization(key: key, table: "Onboarding", form: .call))
    return Page(location: location, title: field, description: field)
  }
  var file = ContentFile(path: "/fuzz/App/Onboarding.swift")
  file.flows = [
    Flow(kind: .modelArray, location: SourceLocation(file: file.path), name: "pages", pages: Array(pages))
  ]
  project.contentFiles = [file]
  checkAndRender(project)
  return 0
}
