import Foundation
import Testing

@testable import PiepawLint

@Suite struct FileNameTests {
  @Test(arguments: [
    "a.imageset", ".hidden", "a.", "a.b.c", "a", "..", ".", "...", "x..y", "é.ImageSet", ".a.b", "a b.colorset",
    "logo@3x.png", "名前.jpg", "", "a.😀", "..a", "a..",
  ])
  func splitsLikeNSString(_ name: String) {
    let split = FileName.split(name)
    #expect((split?.extension ?? "") == (name as NSString).pathExtension)
    #expect((split?.base ?? name) == (name as NSString).deletingPathExtension)
  }
}
