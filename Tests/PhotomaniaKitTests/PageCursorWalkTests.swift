import PhotomaniaKit
import Synchronization
import Testing

/// A list paged by token (a continuation, as some services page their galleries) is walked one
/// page after another, each from the token the page before answered with, within the range and
/// the walk's rules; a list paged by number is still read ahead.
@Suite("PageWalk by token: one page after another, from the token before")
struct PageCursorWalkTests {
    /// A list of `pages` pages of three ids, answered by token after the first: page N answers
    /// with the token `tN+1`, the last with none. Counts the cursors asked for and the most at once.
    final class TokenList: Sendable {
        let pages: Int
        let repeatingFrom: Int?
        private let state = Mutex<(cursors: [PageCursor], current: Int, most: Int)>(([], 0, 0))

        init(pages: Int, repeatingFrom: Int? = nil) {
            self.pages = pages
            self.repeatingFrom = repeatingFrom
        }

        var cursors: [PageCursor] { state.withLock { $0.cursors } }
        var mostAtOnce: Int { state.withLock { $0.most } }

        func fetch(_ cursor: PageCursor) async throws(PhotomaniaError) -> Page<User> {
            state.withLock { state in
                state.cursors.append(cursor)
                state.current += 1
                state.most = max(state.most, state.current)
            }
            try? await Task.sleep(for: .milliseconds(5))
            defer { state.withLock { $0.current -= 1 } }
            let number: Int = switch cursor {
            case .number(let number): number
            case .token(let token): Int(token.dropFirst()) ?? 0
            }
            let listed = repeatingFrom.map { number >= $0 ? $0 - 1 : number } ?? number
            let users = (1...3).map { User(id: UserID(listed * 10 + $0), username: "u\(listed)-\($0)") }
            // A continuation does not count its pages: the numbers say one page.
            return Page(items: users, currentPage: number, totalPages: 1, totalItems: 3, nextToken: number < pages ? "t\(number + 1)" : nil)
        }
    }

    @Test func pagesAfterATokenAreReadOneAfterAnotherUntilOneHasNone() async throws {
        let list = TokenList(pages: 4)
        let (users, last, stop) = try await PageWalk<User>(PageRange(first: 1, last: nil)) { cursor async throws(PhotomaniaError) in
            try await list.fetch(cursor)
        }.collect()
        #expect(list.cursors == [.number(1), .token("t2"), .token("t3"), .token("t4")])
        #expect(list.mostAtOnce == 1, "a token is known only once the page before has arrived")
        #expect(users.count == 12 && last?.currentPage == 4 && last?.next == nil && stop == nil)
    }

    /// A closed range starts its first pages at once, by number (what a list paged by number
    /// wants); once the first answers with a token, the rest come from tokens.
    @Test func theRangeEndsATokenWalkToo() async throws {
        let list = TokenList(pages: 10)
        let (users, last, _) = try await PageWalk<User>(PageRange(first: 1, last: 2)) { cursor async throws(PhotomaniaError) in
            try await list.fetch(cursor)
        }.collect()
        #expect(list.cursors.filter { $0.number == nil } == [.token("t2")])
        #expect(users.map(\.id) == [11, 12, 13, 21, 22, 23] && last?.next == .token("t3"))
    }

    @Test func aTokenPageOfOnlyRepeatsStopsTheWalkAndSaysSo() async throws {
        let list = TokenList(pages: 10, repeatingFrom: 3)
        let (users, _, stop) = try await PageWalk<User>(PageRange(first: 1, last: nil)) { cursor async throws(PhotomaniaError) in
            try await list.fetch(cursor)
        }.collect()
        #expect(list.cursors == [.number(1), .token("t2"), .token("t3")])
        #expect(users.count == 6)
        #expect(stop == .repeated(page: 3, earlier: 2))
    }

    @Test func numberedPagesAreStillReadAhead() async throws {
        let list = TokenList(pages: 0)
        let counted = PageWalk<User>(PageRange(first: 1, last: 6), readAhead: 3) { cursor async throws(PhotomaniaError) in
            var page = try await list.fetch(cursor)
            page.totalPages = 6
            return page
        }
        _ = try await counted.collect()
        #expect(list.cursors.compactMap(\.number).sorted() == [1, 2, 3, 4, 5, 6])
        #expect(list.mostAtOnce > 1, "pages by number are fetched ahead of the consumer")
    }
}
