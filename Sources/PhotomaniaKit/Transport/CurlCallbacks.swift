import CCurl
import Foundation

// libcurl calls these on the driver thread. They are plain functions (no captures) so that C can
// hold them; the transfer's context arrives as the user-data pointer.

func curlWriteCallback(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ userData: UnsafeMutableRawPointer?) -> Int {
    guard let data, let userData else { return 0 }
    let length = size * count
    let context = Unmanaged<TransferContext>.fromOpaque(userData).takeUnretainedValue()
    // Over the rate limit: libcurl keeps these bytes, stops reading, and offers them again once
    // the driver resumes the transfer.
    context.isThrottled = context.rateLimit?.take(length) == false && !context.isCancelled
    if context.isThrottled { return Int(CURL_WRITEFUNC_PAUSE) }
    return context.receiveBody(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
}

func curlHeaderCallback(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ userData: UnsafeMutableRawPointer?) -> Int {
    guard let data, let userData else { return 0 }
    let length = size * count
    let context = Unmanaged<TransferContext>.fromOpaque(userData).takeUnretainedValue()
    context.receiveHeaderLine(UnsafeRawBufferPointer(start: data, count: length))
    return length
}
