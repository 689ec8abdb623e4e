import NIOCore
import NIOHTTP1

/// Reads one HTTP/1.1 request at a time and writes the answer `FakeServer` decides.
final class FakeHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let server: FakeServer
    private var head: HTTPRequestHead?

    init(server: FakeServer) {
        self.server = server
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let requestHead):
            head = requestHead
        case .body:
            break
        case .end:
            guard let requestHead = head else { return }
            head = nil
            var headers: [String: String] = [:]
            for (name, value) in requestHead.headers { headers[name.lowercased()] = value }
            let response = server.respond(method: "\(requestHead.method)", target: requestHead.uri, headers: headers)
            if response.delay > .zero {
                let (seconds, attoseconds) = response.delay.components
                let amount = TimeAmount.nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
                context.eventLoop.assumeIsolated().scheduleTask(in: amount) { [self] in
                    write(response, version: requestHead.version, keepAlive: requestHead.isKeepAlive, context: context)
                }
            } else {
                write(response, version: requestHead.version, keepAlive: requestHead.isKeepAlive, context: context)
            }
        }
    }

    private func write(_ response: FakeResponse, version: HTTPVersion, keepAlive: Bool, context: ChannelHandlerContext) {
        guard context.channel.isActive else { return }
        if response.delivery == .dropBeforeHead {
            context.close(promise: nil)
            return
        }
        var headers = HTTPHeaders()
        for (name, value) in response.headers { headers.add(name: name, value: value) }
        switch response.delivery {
        case .chunked: headers.add(name: "Transfer-Encoding", value: "chunked")
        default: headers.add(name: "Content-Length", value: String(response.body.count))
        }
        headers.add(name: "Connection", value: keepAlive && response.delivery != .dropMidBody ? "keep-alive" : "close")
        let status = HTTPResponseStatus(statusCode: response.status)
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: version, status: status, headers: headers))), promise: nil)
        switch response.delivery {
        case .dropMidBody:
            var buffer = context.channel.allocator.buffer(capacity: response.body.count / 2)
            buffer.writeBytes(response.body.prefix(response.body.count / 2))
            context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(buffer)))).assumeIsolated().whenComplete { _ in
                context.close(promise: nil)
            }
            return
        case .chunked:
            var offset = 0
            while offset < response.body.count {
                let end = min(response.body.count, offset + 16_384)
                var buffer = context.channel.allocator.buffer(capacity: end - offset)
                buffer.writeBytes(response.body[offset..<end])
                context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
                offset = end
            }
        default:
            var buffer = context.channel.allocator.buffer(capacity: response.body.count)
            buffer.writeBytes(response.body)
            context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
        }
        if keepAlive {
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        } else {
            context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
                context.close(promise: nil)
            }
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
