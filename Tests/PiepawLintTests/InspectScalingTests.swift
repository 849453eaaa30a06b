import Testing

@testable import PiepawLint

/// The shared scale arithmetic (Model/ImageScaling.swift).
@Suite struct InspectScalingTests {
  @Test(
    arguments: [
      ("hero@2x.png", 2), ("hero@3x.jpg", 3), ("hero@1x.png", 1), ("hero@3x~iphone.png", 3), ("dir/a@2x.png", 2),
      ("hero.png", nil), ("hero@4x.png", nil), ("hero@2.png", nil), ("mail@example.png", nil), ("@2x", 2),
    ] as [(String, Int?)])
  func scaleFromFileName(name: String, scale: Int?) {
    #expect(ImageScaling.scale(fromFileName: name) == scale)
  }

  @Test func pointsAreWholeOnlyWhenThePixelsDivide() {
    let whole = PointSize(pixels: PixelSize(width: 1290, height: 2796), scale: 3)
    #expect(whole.description == "430×932 pt")
    #expect(whole.isWhole)
    let fractional = PointSize(pixels: PixelSize(width: 100, height: 81), scale: 2)
    #expect(fractional.description == "50×40.5 pt")
    #expect(!fractional.isWhole)
    #expect(PointSize(pixels: PixelSize(width: 100, height: 100), scale: 3).description == "33.33×33.33 pt")
    #expect(Measure.text(2.05) == "2.05")
    #expect(Measure.text(0.5) == "0.5")
  }

  @Test func theOneXFileIsTheReference() {
    let mismatches = ImageScaling.mismatches([
      ScaledPixels(scale: 1, pixels: PixelSize(width: 100, height: 100)),
      ScaledPixels(scale: 2, pixels: PixelSize(width: 180, height: 180)),
      ScaledPixels(scale: 3, pixels: PixelSize(width: 300, height: 300)),
    ])
    #expect(
      mismatches == [
        ScaleMismatch(
          scale: 2, actual: PixelSize(width: 180, height: 180), expected: PixelSize(width: 200, height: 200),
          referenceScale: 1)
      ])
  }

  @Test func withoutOneXTheHighestScaleIsTheReference() {
    let mismatches = ImageScaling.mismatches([
      ScaledPixels(scale: 2, pixels: PixelSize(width: 862, height: 1864)),
      ScaledPixels(scale: 3, pixels: PixelSize(width: 1290, height: 2796)),
    ])
    #expect(mismatches.map(\.scale) == [2])
    #expect(mismatches.first?.expected == PixelSize(width: 860, height: 1864))
    #expect(mismatches.first?.referenceScale == 3)
  }

  /// A @2x and a @3x that disagree are a dispute the set cannot settle; a third file that sides with one settles it.
  @Test func evenlyDisagreeingFilesAreDisputedAndAMajoritySettlesThem() {
    let two = ScaledPixels(scale: 2, pixels: PixelSize(width: 128, height: 128))
    let three = ScaledPixels(scale: 3, pixels: PixelSize(width: 180, height: 180))
    #expect(ImageScaling.agreedReference([two, three]) == nil)
    #expect(ImageScaling.disputedSizes([two, three]).map(\.description) == ["64×64 pt", "60×60 pt"])
    #expect(ImageScaling.reference([two, three], ofSize: PointSize(width: 64, height: 64)) == two)
    let one = ScaledPixels(scale: 1, pixels: PixelSize(width: 64, height: 64))
    #expect(ImageScaling.disputedSizes([one, two, three]).isEmpty)
    #expect(ImageScaling.agreedReference([one, two, three]) == one)
    #expect(ImageScaling.mismatches([one, two, three]).map(\.scale) == [3])
  }

  @Test func aFileThatDoesNotDivideByItsScaleIsReportedAsSuch() {
    let mismatches = ImageScaling.mismatches([
      ScaledPixels(scale: 2, pixels: PixelSize(width: 861, height: 1864)),
      ScaledPixels(scale: 3, pixels: PixelSize(width: 1290, height: 2796)),
    ])
    #expect(mismatches.map(\.scale) == [2])
    #expect(mismatches.first?.expected == nil)
  }

  @Test func nothingDivisibleMeansEachIsNotDivisible() {
    let mismatches = ImageScaling.mismatches([ScaledPixels(scale: 3, pixels: PixelSize(width: 100, height: 100))])
    #expect(
      mismatches == [
        ScaleMismatch(scale: 3, actual: PixelSize(width: 100, height: 100), expected: nil, referenceScale: nil)
      ]
    )
  }

  @Test func exactMultiplesHaveNoMismatch() {
    #expect(
      ImageScaling.mismatches([
        ScaledPixels(scale: 2, pixels: PixelSize(width: 860, height: 1864)),
        ScaledPixels(scale: 3, pixels: PixelSize(width: 1290, height: 2796)),
      ]).isEmpty)
  }

  @Test func missingScalesDependOnTheIdiom() {
    #expect(ImageScaling.missingScales(present: [1], idiom: "universal") == [2, 3])
    #expect(ImageScaling.missingScales(present: [2], idiom: nil) == [3])
    #expect(ImageScaling.missingScales(present: [2, 3], idiom: "iphone").isEmpty)
    #expect(ImageScaling.missingScales(present: [1], idiom: "mac") == [2])
    // Every Apple Watch is @2x.
    #expect(ImageScaling.missingScales(present: [1], idiom: "watch") == [2])
    #expect(ImageScaling.missingScales(present: [2], idiom: "watch").isEmpty)
    #expect(ImageScaling.missingScales(present: [1], idiom: "tv").isEmpty)
  }

  @Test func universalImagesOfAppsWithoutIPhonesNeedTheirDevicesScales() {
    #expect(ImageScaling.deviceIdiom("universal", platforms: [.macOS]) == "mac")
    #expect(ImageScaling.deviceIdiom(nil, platforms: [.watchOS]) == "watch")
    #expect(ImageScaling.deviceIdiom("universal", platforms: [.iOS, .macOS]) == "universal")
    #expect(ImageScaling.deviceIdiom("universal", platforms: []) == "universal")
    #expect(ImageScaling.deviceIdiom("ipad", platforms: [.macOS]) == "ipad")
  }

  @Test func aspectNamesFamiliarRatiosInEitherOrientation() {
    #expect(ImageAspect(pixels: PixelSize(width: 1290, height: 2796))?.knownName == "19.5:9")
    #expect(ImageAspect(pixels: PixelSize(width: 1920, height: 1080))?.knownName == "16:9")
    #expect(ImageAspect(pixels: PixelSize(width: 64, height: 48))?.knownName == "4:3")
    #expect(ImageAspect(pixels: PixelSize(width: 10, height: 10))?.knownName == "1:1")
    #expect(ImageAspect(pixels: PixelSize(width: 390, height: 160))?.knownName == nil)
    #expect(ImageAspect(pixels: PixelSize(width: 0, height: 10)) == nil)
  }
}

@Suite struct ScaleReferenceTests {
  @Test func theScalesThatAgreeOutvoteTheOddFileOut() {
    // @2x and @3x agree on 60 pt; the 57 px @1x is the one to fix.
    let variants = [
      ScaledPixels(scale: 1, pixels: PixelSize(width: 57, height: 57)),
      ScaledPixels(scale: 2, pixels: PixelSize(width: 120, height: 120)),
      ScaledPixels(scale: 3, pixels: PixelSize(width: 180, height: 180)),
    ]
    #expect(ImageScaling.reference(variants)?.scale == 3)
    #expect(ImageScaling.mismatches(variants).map(\.scale) == [1])
    #expect(ImageScaling.mismatches(variants).first?.expected == PixelSize(width: 60, height: 60))
    // Two files that disagree: the @1x file stays the reference.
    #expect(ImageScaling.reference(Array(variants.prefix(2)))?.scale == 1)
  }
}
