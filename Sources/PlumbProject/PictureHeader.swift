import Foundation

/// The size of a picture file as its header declares it, read without decoding a pixel: a PNG's
/// `IHDR`, a JPEG's start-of-frame, a PDF's first `MediaBox`, an SVG root's `width`/`height` or
/// `viewBox`. PNG and JPEG sizes are pixels; PDF and SVG sizes are points (`isVector`).
struct PictureHeader: Equatable {
    let width: Double
    let height: Double
    /// Drawn at any scale: its size is in points, not pixels.
    let isVector: Bool

    /// The bytes read from the start of a PNG or JPEG: its size is declared before the pixels.
    /// A JPEG's EXIF block comes first and may hold a thumbnail, so the read is generous.
    private static let rasterPrefix = 256 * 1024

    /// Reads the header of the file at `path`; throws a `PictureError` saying why it cannot.
    init(path: String) throws(PictureError) {
        let kind = (path as NSString).pathExtension.lowercased()
        guard let handle = FileHandle(forReadingAtPath: path) else { throw PictureError("cannot be read") }
        defer { try? handle.close() }
        let bytes: [UInt8]
        do {
            let data = ["pdf", "svg"].contains(kind) ? try handle.readToEnd() : try handle.read(upToCount: Self.rasterPrefix)
            bytes = [UInt8](data ?? Data())
        } catch {
            throw PictureError("cannot be read")
        }
        let size: (Double, Double)?
        switch kind {
        case "png": size = Self.png(bytes)
        case "jpg", "jpeg": size = Self.jpeg(bytes)
        case "pdf": size = Self.pdf(bytes)
        case "svg": size = Self.svg(String(decoding: bytes, as: UTF8.self))
        default: throw PictureError("a .\(kind) picture, whose size Plumb does not read")
        }
        guard let size, size.0 > 0, size.1 > 0, size.0.isFinite, size.1.isFinite else {
            throw PictureError("no \(kind.uppercased()) size in its header")
        }
        width = size.0
        height = size.1
        isVector = kind == "pdf" || kind == "svg"
    }

    /// The signature, then the `IHDR` chunk: width and height as big-endian 32-bit numbers.
    private static func png(_ bytes: [UInt8]) -> (Double, Double)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return (Double(bigEndian(bytes, at: 16, count: 4)), Double(bigEndian(bytes, at: 20, count: 4)))
    }

    /// The segments after the start-of-image marker, to the first start-of-frame (`SOF0`…`SOF15`
    /// but `DHT`, `JPG` and `DAC`, which share the range): height, then width, big-endian.
    private static func jpeg(_ bytes: [UInt8]) -> (Double, Double)? {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }  // fill bytes before a marker
            let length = bigEndian(bytes, at: index + 2, count: 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (Double(bigEndian(bytes, at: index + 7, count: 2)), Double(bigEndian(bytes, at: index + 5, count: 2)))
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    /// The first `/MediaBox [x0 y0 x1 y1]`: a page's size in points (a one-page vector PDF, as
    /// asset catalogs hold).
    private static func pdf(_ bytes: [UInt8]) -> (Double, Double)? {
        guard let start = firstRange(of: Array("/MediaBox".utf8), in: bytes)?.upperBound,
            let open = bytes[start...].prefix(16).firstIndex(of: UInt8(ascii: "[")),
            let close = bytes[open...].prefix(200).firstIndex(of: UInt8(ascii: "]"))
        else { return nil }
        let numbers = String(decoding: bytes[(open + 1)..<close], as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return (abs(numbers[2] - numbers[0]), abs(numbers[3] - numbers[1]))
    }

    /// The root element's `width` and `height` (plain numbers or `px`), else its `viewBox`.
    private static func svg(_ text: String) -> (Double, Double)? {
        guard let open = text.range(of: "<svg"), let end = text[open.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = String(text[open.upperBound..<end])
        if let width = attribute("width", in: tag).flatMap(svgLength), let height = attribute("height", in: tag).flatMap(svgLength) {
            return (width, height)
        }
        let box = attribute("viewBox", in: tag)?.split { $0 == " " || $0 == "," }.compactMap { Double($0) } ?? []
        return box.count == 4 ? (box[2], box[3]) : nil
    }

    /// A length in CSS pixels, which an asset catalog takes as points; a percentage or another
    /// unit says nothing of the picture's own size.
    private static func svgLength(_ value: String) -> Double? {
        let number = value.hasSuffix("px") ? String(value.dropLast(2)) : value
        return Double(number.trimmingCharacters(in: .whitespaces))
    }

    /// The value of `name="…"` (or `'…'`) among a tag's attributes.
    private static func attribute(_ name: String, in tag: String) -> String? {
        var search = tag[...]
        while let found = search.range(of: name) {
            let before = found.lowerBound == tag.startIndex ? " " : tag[tag.index(before: found.lowerBound)]
            var rest = tag[found.upperBound...].drop { $0 == " " }
            if before.isWhitespace, rest.first == "=" {
                rest = rest.dropFirst().drop { $0 == " " }
                guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
                return rest.dropFirst().prefix { $0 != quote }.description
            }
            search = tag[found.upperBound...]
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], at index: Int, count: Int) -> Int {
        bytes[index..<(index + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func firstRange(of needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        guard needle.count <= bytes.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return start..<(start + needle.count) }
        }
        return nil
    }
}

/// Why a picture's size cannot be read.
struct PictureError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
