// Fuzz target: Info.plist (XML, old-style text and binary plists) and project.pbxproj readers.
import Foundation

@testable import PiepawLint

@_cdecl("LLVMFuzzerTestOneInput")
public func plistTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzBytes(data, size)
  let plist = InfoPlistLoader.load(path: "/fuzz/App/Info.plist", data: Data(bytes))
  let pbxproj = "/fuzz/App.xcodeproj/project.pbxproj"
  let project = XcodeProjectLoader.load(path: pbxproj, source: fuzzText(bytes, path: pbxproj))
  var settings = ProjectSettings()
  settings.storyboardReferences = plist.references + project.references
  settings.problems = plist.problems + project.problems
  checkAndRender(Project(root: "/fuzz", settings: settings))
  return 0
}
