import Foundation

/// A one-page PDF 1.4 showing a mosaic: catalog, page tree, page, content stream and document
/// information, then the cross-reference table of their byte offsets and the trailer.
enum CommonsPDF {
    static func document(_ mosaic: CommonsMosaic) -> Data {
        let (width, height) = (CommonsMosaic.columns * CommonsMosaic.pdfCell, mosaic.rows * CommonsMosaic.pdfCell)
        let content = mosaic.pdfContent
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Resources << >> /Contents 4 0 R >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
            "<< /Title (Photomania demo mosaic) /Producer (photomania demo) >>",
        ]
        var bytes = Array("%PDF-1.4\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A]
        var offsets: [Int] = []
        for (position, object) in objects.enumerated() {
            offsets.append(bytes.count)
            bytes += Array("\(position + 1) 0 obj\n\(object)\nendobj\n".utf8)
        }
        let table = offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
        let trailer = "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R /Info 5 0 R >>\nstartxref\n\(bytes.count)\n%%EOF\n"
        bytes += Array("xref\n0 \(objects.count + 1)\n0000000000 65535 f \n\(table)\(trailer)".utf8)
        return Data(bytes)
    }
}
