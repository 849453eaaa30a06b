import Testing

@testable import PiepawLint

/// The two `inspect` reporters on a small hand-built report, compared with their exact output.
@Suite struct InspectReporterTests {
  static let context = ReportContext(workingDirectory: "/p")

  static func image(
    _ path: String, _ width: Int?, _ height: Int?, scale: Int, source: ScaleSource = .contentsJSON,
    format: ImageFormat, status: ImageInfo.Status = .ok, bytes: Int, set: String? = nil
  ) -> InspectedImage {
    let size = width.flatMap { width in height.map { PixelSize(width: width, height: $0) } }
    return InspectedImage(
      info: ImageInfo(path: path, format: format, status: status, pixelSize: size, byteCount: bytes), scale: scale,
      scaleSource: source, idiom: set == nil ? nil : "universal", setDirectory: set)
  }

  static let background = "/p/A.xcassets/Onboarding/bg.imageset"
  static let paw = "/p/A.xcassets/paw.imageset"

  static let report = InspectionReport(
    groups: [
      InspectionGroup(
        set: InspectedSet(
          name: "Onboarding/bg", directory: background,
          verdict: SetVerdict(issues: [], points: PointSize(width: 430, height: 932), scales: [2, 3])),
        images: [
          image(background + "/bg@2x.jpg", 860, 1864, scale: 2, format: .jpeg, bytes: 84_000, set: background),
          image(background + "/bg@3x.jpg", 1290, 2796, scale: 3, format: .jpeg, bytes: 1_234_567, set: background),
        ]),
      InspectionGroup(
        set: InspectedSet(
          name: "paw", directory: paw,
          verdict: SetVerdict(issues: [
            .missingScales([3], variant: nil),
            .damagedFile(filename: "paw@2x.png", status: .corrupt("IDAT: CRC error")),
          ])),
        images: [
          image(
            paw + "/paw@2x.png", 180, 180, scale: 2, format: .png, status: .corrupt("IDAT: CRC error"), bytes: 999,
            set: paw)
        ]),
      InspectionGroup(
        set: nil,
        images: [
          image("/p/shots/x@3x.png", 100, 100, scale: 3, source: .fileName, format: .jpeg, bytes: 1000),
          image(
            "/p/shots/doc.heic", nil, nil, scale: 1, source: .fileName, format: .heif,
            status: .unsupported("HEIF is not decoded here"), bytes: 2048),
        ]),
    ],
    problems: [
      Finding(location: SourceLocation(file: "/p/locked"), message: "Cannot read the folder."),
      Finding(location: .text("/p/A.xcassets/G/Contents.json", line: 3, column: 5), message: "Bad group."),
    ])

  @Test func humanIsAnAlignedTableGroupedBySetWithVerdictsAndASummary() {
    let expected = """
      PATH                                         PIXELS     SCALE  POINTS                      ASPECT         FORMAT             BYTES   STATUS
      A.xcassets/Onboarding/bg.imageset/bg@2x.jpg  860×1864   2x     430×932 pt                  2.17 (19.5:9)  jpeg               84 KB   ok
      A.xcassets/Onboarding/bg.imageset/bg@3x.jpg  1290×2796  3x     430×932 pt                  2.17 (19.5:9)  jpeg               1.2 MB  ok
        bg.imageset: ok — 430×932 pt at 2x/3x

      A.xcassets/paw.imageset/paw@2x.png           180×180    2x     90×90 pt                    1.00 (1:1)     png                999 B   corrupt: IDAT: CRC error
        paw.imageset: missing @3x
        paw.imageset: paw@2x.png is corrupt

      shots/x@3x.png                               100×100    3x     33.33×33.33 pt (not whole)  1.00 (1:1)     jpeg (named .png)  1 KB    ok
      shots/doc.heic                               -          1x     -                           -              heif               2 KB    unsupported: HEIF is not decoded here

      locked: Cannot read the folder.
      A.xcassets/G/Contents.json:3:5: Bad group.
      5 images (3 in 2 sets, 2 loose): 3 ok, 1 corrupt, 1 unsupported; 1 set needs a look

      """
    let output = InspectHumanReporter().render(Self.report, context: Self.context)
    #expect(output == expected)
  }

  @Test func summaryCountsSetsAndLooseFilesApart() {
    let onlyLoose = InspectionReport(groups: [Self.report.groups[2]])
    #expect(InspectHumanReporter.summary(onlyLoose) == "2 images: 1 ok, 1 unsupported")
    let onlySets = InspectionReport(groups: [Self.report.groups[0]])
    #expect(InspectHumanReporter.summary(onlySets) == "2 images in 1 set: 2 ok")
    #expect(InspectHumanReporter().render(InspectionReport(groups: []), context: Self.context) == "No images found.\n")
  }

  @Test(arguments: [
    (0, "0 B"), (999, "999 B"), (1000, "1 KB"), (84_499, "84 KB"), (999_499, "999 KB"), (999_500, "1.0 MB"),
    (1_234_567, "1.2 MB"), (2_500_000_000, "2.5 GB"),
  ])
  func bytesReadLikeFinder(count: Int, text: String) {
    #expect(InspectHumanReporter.byteText(count) == text)
  }

  @Test func jsonHasTheDesignKeysFirstInAStableOrder() {
    let report = InspectionReport(
      groups: [Self.report.groups[1], Self.report.groups[2]], problems: [Self.report.problems[1]])
    let expected = """
      {
        "images": [
          {
            "path": "A.xcassets/paw.imageset/paw@2x.png",
            "format": "png",
            "width": 180,
            "height": 180,
            "status": "corrupt",
            "error": "IDAT: CRC error",
            "scale": 2,
            "points": {
              "width": 90,
              "height": 90
            },
            "bytes": 999,
            "set": "paw",
            "detectedFormat": "png",
            "detail": "corrupt",
            "scaleSource": "contents-json",
            "idiom": "universal",
            "appearances": [],
            "assigned": true,
            "aspect": 1.0,
            "aspectName": "1:1"
          },
          {
            "path": "shots/x@3x.png",
            "format": "jpeg",
            "width": 100,
            "height": 100,
            "status": "ok",
            "error": null,
            "scale": 3,
            "points": {
              "width": 33.33,
              "height": 33.33
            },
            "bytes": 1000,
            "set": null,
            "detectedFormat": "jpeg",
            "detail": "ok",
            "scaleSource": "file-name",
            "idiom": null,
            "appearances": [],
            "assigned": null,
            "aspect": 1.0,
            "aspectName": "1:1"
          },
          {
            "path": "shots/doc.heic",
            "format": "heif",
            "width": null,
            "height": null,
            "status": "unsupported",
            "error": "HEIF is not decoded here",
            "scale": 1,
            "points": null,
            "bytes": 2048,
            "set": null,
            "detectedFormat": "heif",
            "detail": "unsupported",
            "scaleSource": "file-name",
            "idiom": null,
            "appearances": [],
            "assigned": null,
            "aspect": null,
            "aspectName": null
          }
        ],
        "sets": [
          {
            "name": "paw",
            "path": "A.xcassets/paw.imageset",
            "ok": false,
            "verdict": "missing @3x; paw@2x.png is corrupt",
            "issues": [
              "missing @3x",
              "paw@2x.png is corrupt"
            ]
          }
        ],
        "problems": [
          {
            "path": "A.xcassets/G/Contents.json",
            "line": 3,
            "message": "Bad group."
          }
        ],
        "looseImagesNotShown": 0
      }
      """
    #expect(InspectJSONReporter().render(report, context: Self.context) == expected + "\n")
  }

  @Test func jsonKeepsStatusWithinTheDesignValues() {
    #expect(
      InspectJSONReporter.status(.tooLarge("100000x100000 = 10000000000 pixels is over the limit")) == "unsupported")
    #expect(
      InspectJSONReporter.error(.tooLarge("100000x100000 = 10000000000 pixels is over the limit"))
        == "too large, not decoded: 100000x100000 = 10000000000 pixels is over the limit")
    #expect(InspectJSONReporter.status(.unreadable("No such file or directory")) == "corrupt")
    #expect(
      InspectJSONReporter.error(.unreadable("No such file or directory")) == "unreadable: No such file or directory")
    #expect(InspectJSONReporter.status(.ok) == "ok")
    #expect(InspectJSONReporter.error(.ok) == nil)
  }
}
