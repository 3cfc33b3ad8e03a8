// The witness's bounds on 127.0.0.1 (docs/threat-model-witness.md): floods, half-open and
// stalled connections, ledger-request and heartbeat floods, more runs than descriptors,
// accept() out of descriptors, and too many verifiers cost bounded memory, CPU and files.
#include "witnessrig.h"

#include <QDir>
#include <QFileInfo>

#include <sys/resource.h>

using namespace DriveProof::PowerLoss;
using namespace PlWitnessRig;

namespace {

// Process-wide measures for the resource tests.
qint64 rssKiB()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').constFirst().toLongLong();
    }
    return -1;
}

// How much the ledger-request flood may grow the process. AddressSanitizer keeps every
// freed block in its quarantine (256 MB by default), so there RSS counts each chunk ever
// sent, not the chunks held: CI once saw +16540 KiB under ASan. 32 MiB still catches four
// whole ledgers held at once (43 MB).
#if defined(__SANITIZE_ADDRESS__)
constexpr qint64 kRssBoundKiB = 32 * 1024;
#else
constexpr qint64 kRssBoundKiB = 16 * 1024;
#endif

int openDescriptors()
{
    return int(QDir(QStringLiteral("/proc/self/fd"))
                   .entryList(QDir::NoDotAndDotDot | QDir::System)
                   .size());
}

double cpuSeconds()
{
    rusage u{};
    ::getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// A lower soft limit on descriptors for the length of a test.
class DescriptorLimit
{
public:
    explicit DescriptorLimit(rlim_t soft)
    {
        ::getrlimit(RLIMIT_NOFILE, &m_saved);
        rlimit lowered = m_saved;
        lowered.rlim_cur = soft;
        m_ok = ::setrlimit(RLIMIT_NOFILE, &lowered) == 0;
    }
    ~DescriptorLimit() { ::setrlimit(RLIMIT_NOFILE, &m_saved); }
    bool ok() const { return m_ok; }

private:
    rlimit m_saved{};
    bool m_ok = false;
};

} // namespace

class TestPlWitnessLimits : public QObject, public WitnessFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_root.isValid()); }

    void floodsAndHalfOpenConnectionsAreDropped()
    {
        Witness witness(witnessOptions());
        const auto port = witness.start();
        QVERIFY(port);
        const std::uint16_t pt = port.value();
        // More idle sockets than the witness allows connections.
        std::vector<std::unique_ptr<RawPeer>> idle;
        for (int i = 0; i < 20; ++i)
            idle.push_back(std::make_unique<RawPeer>(pt));
        // Half-open: the start of a frame, then nothing.
        RawPeer half(pt);
        half.send(FrameEncoder().encode(MessageType::ClientHello, QByteArray(49, 'x')).left(10));
        // A flood of garbage at full speed.
        RawPeer flood(pt);
        QByteArray junk(1 << 20, 'D');
        bool floodCut = false;
        for (int i = 0; i < 64 && !floodCut; ++i)
            floodCut =
                ::send(flood.fd, junk.constData(), std::size_t(junk.size()), MSG_NOSIGNAL) < 0;

        const RunParameters p = parameters(8);
        WitnessLink link(linkOptions(pt, p));
        link.start();
        QVERIFY(link.waitConnected(5000));
        postRange(link, 1, 500);
        QTRY_COMPARE_WITH_TIMEOUT(link.durableSeq(), 500u, 5000);
        QVERIFY(floodCut || flood.rejectReason(2000) >= 0);
        const int halfReason = half.rejectReason(4000);
        QVERIFY2(halfReason == int(RejectReason::Timeout) || halfReason == int(RejectReason::None),
                 qPrintable(QString::number(halfReason)));
        // An authenticated peer that stalls inside a frame is dropped after the idle timeout.
        RawPeer stall(pt);
        QVERIFY(stall.handshake(kKey, PeerRole::Writer, parameters(9).runId));
        QByteArray frames =
            stall.encoder.encode(MessageType::Hello, encodeHello({parameters(9), {}}));
        frames += stall.encoder.encode(MessageType::Bye, {}).left(5);
        stall.send(frames);
        QVERIFY(stall.rejectReason(5000) >= 0);
        QCOMPARE(link.state(), WitnessLink::State::Connected);
        QVERIFY(link.finish(5000));
        verifyComplete(*witness.ledger(p.runId), 500);
    }

    // ---- issue 14: attacks with recorded frames, from 127.0.0.1, without the code ----------

    // Seen before: a replayed HELLO cut off the live writer (REJECT 17).

    void ledgerRequestFloodIsBounded()
    {
        WitnessOptions options = witnessOptions();
        options.maxConnections = 128;
        options.idleTimeoutMs = 10000; // nothing is freed while the flood is counted
        Witness witness(options);
        const auto port = witness.start();
        QVERIFY(port);
        const std::uint16_t pt = port.value();
        const RunParameters p = parameters(25);
        constexpr std::uint64_t kAcks = 300000; // a 10.8 MB ledger: more than socket buffers
        {
            WitnessLink link(linkOptions(pt, p));
            link.start();
            QVERIFY(link.waitConnected(5000));
            std::vector<AckEntry> all;
            for (std::uint64_t seq = 1; seq <= kAcks; ++seq)
                all.push_back(ack(seq));
            QVERIFY(link.post(std::move(all)));
            link.setProgress(kAcks, kAcks, 0);
            QTRY_COMPARE_WITH_TIMEOUT(link.durableSeq(), kAcks, 30000);
            QVERIFY(link.finish(5000));
        }
        QByteArray recorded;
        {
            RawPeer genuine(pt);
            QVERIFY(genuine.handshake(kKey, PeerRole::Verifier, p.runId));
            genuine.sendFrame(MessageType::LedgerRequest, encodeRunId(p.runId));
            recorded = genuine.sent;
        }
        const qint64 rssBefore = rssKiB();
        std::vector<std::unique_ptr<RawPeer>> flood;
        for (int i = 0; i < 64; ++i) { // replays: a challenge and a REJECT each, no ledger
            flood.push_back(std::make_unique<RawPeer>(pt));
            flood.back()->send(recorded);
        }
        int evicted = 0;
        for (auto &peer : flood) {
            // Refused at the proof, or evicted unanswered when more than maxHandshakes wait.
            const int reason = peer->rejectReason();
            QVERIFY2(reason == int(RejectReason::BadHmac) || reason == int(RejectReason::None),
                     qPrintable(QString::number(reason)));
            evicted += reason == int(RejectReason::None);
            for (const Frame &f : peer->received)
                QVERIFY(f.type == MessageType::Challenge || f.type == MessageType::Reject);
        }
        flood.clear();
        // 64 verifiers that hold the code ask, and none of them reads.
        int busy = 0, streaming = 0;
        for (int i = 0; i < 64; ++i) {
            auto peer = std::make_unique<RawPeer>(pt);
            if (!peer->handshake(kKey, PeerRole::Verifier, p.runId)) {
                QCOMPARE(peer->received.back().type, MessageType::Reject);
                QCOMPARE(decodeReject(peer->received.back().payload)->reason, RejectReason::Busy);
                ++busy;
                continue;
            }
            peer->sendFrame(MessageType::LedgerRequest, encodeRunId(p.runId));
            flood.push_back(std::move(peer));
        }
        QTest::qWait(300);
        for (auto &peer : flood) {
            const auto first = peer->next(3000);
            QVERIFY(first);
            if (first->type == MessageType::LedgerChunk)
                ++streaming;
            else if (decodeReject(first->payload)->reason == RejectReason::Busy)
                ++busy;
        }
        const qint64 grewKiB = rssKiB() - rssBefore;
        qInfo("64 replayed ledger requests (%d evicted unanswered in the handshake), then 64 "
              "from code holders: %d streams, %d told Busy, RSS +%lld KiB",
              evicted, streaming, busy, static_cast<long long>(grewKiB));
        // Every code holder got a stream or Busy, and no more streams than allowed.
        QCOMPARE(streaming + busy, 64);
        QVERIFY(streaming >= 1 && streaming <= options.maxLedgerStreams);
        // 4 copies of the 10.8 MB ledger would be 43 MB; 64 (version 1) 690 MB.
        QVERIFY2(grewKiB < kRssBoundKiB, "a stream holds a chunk at a time, not the ledger");
        // New writers are served meanwhile.
        QElapsedTimer timer;
        timer.start();
        WitnessLink writer(linkOptions(pt, parameters(26)));
        writer.start();
        QVERIFY(writer.waitConnected(3000));
        qInfo("a new writer connected in %lld ms during the flood",
              static_cast<long long>(timer.elapsed()));
        writer.abort();
        flood.clear();
        // A patient verifier gets the whole ledger once the others are gone.
        const auto ledger =
            fetchLedger(QStringLiteral("127.0.0.1:%1").arg(pt), kKey, p.runId, 20000);
        QVERIFY2(ledger, qPrintable(ledger ? QString() : ledger.error().message));
        QCOMPARE(ledger->acks.size(), kAcks);
        QCOMPARE(ledger->acks.back().seq, kAcks);
    }

    // Seen before: every replayed heartbeat journaled (71 MB in 8 s). Heartbeats are
    // liveness: the journal gets the latest one at most once per heartbeatJournalMs.
    void heartbeatFloodDoesNotGrowTheJournal()
    {
        Witness witness(witnessOptions());
        const auto port = witness.start();
        QVERIFY(port);
        const RunParameters p = parameters(27);
        RawPeer peer(port.value());
        QVERIFY(peer.handshake(kKey, PeerRole::Writer, p.runId));
        QVERIFY(peer.hello(p));
        const qint64 before = QFileInfo(journalOf(p)).size();
        QElapsedTimer timer;
        timer.start();
        int beats = 0;
        QByteArray burst;
        for (std::uint64_t i = 1; i <= 20000; ++i) {
            burst += peer.encoder.encode(MessageType::Heartbeat, encodeHeartbeat({i, 0, 1}));
            ++beats;
            if (burst.size() > 64 * 1024) {
                QVERIFY(peer.send(burst));
                burst.clear();
                while (peer.next(0)) {
                } // drain the HWMs
            }
        }
        QVERIFY(peer.send(burst));
        QTest::qWait(1200); // past one heartbeatJournalMs
        QVERIFY(
            peer.send(peer.encoder.encode(MessageType::Heartbeat, encodeHeartbeat({20001, 0, 1}))));
        QTest::qWait(200);
        const qint64 grew = QFileInfo(journalOf(p)).size() - before;
        const auto seconds = double(timer.elapsed()) / 1000.0;
        qInfo("%d heartbeats in %.1f s: journal +%lld bytes", beats, seconds,
              static_cast<long long>(grew));
        // 44 bytes per journaled heartbeat: at most one per second and one more.
        QVERIFY2(grew <= 44 * (int(seconds) + 3), qPrintable(QString::number(grew)));
        QCOMPARE(summaryOf(witness, p.runId).lastIssuedSeq, 20001u); // still seen, in memory
        peer.sendFrame(MessageType::Bye, {});
        QVERIFY(peer.rejectReason() != -1);
        // What the journal keeps is enough to replay the last heartbeat.
        witness.stop();
        const ReplayResult replay = replayJournal(journalOf(p));
        QVERIFY(replay.ledger);
        QCOMPARE(replay.ledger->lastIssuedSeq, 20001u);
    }

    // Seen before: journals never closed, so after as many runs as the descriptor limit
    // accept4 failed with EMFILE and the loop spun at full CPU.
    void moreRunsThanDescriptorsDoNotExhaustThem()
    {
        const int baseline = openDescriptors();
        DescriptorLimit limit(rlim_t(baseline + 40));
        if (!limit.ok())
            QSKIP("cannot lower RLIMIT_NOFILE");
        WitnessOptions options = witnessOptions();
        options.journalIdleCloseMs = 200;
        Witness witness(options);
        const auto port = witness.start();
        QVERIFY(port);
        constexpr int kRuns = 60; // more than the 40 spare descriptors
        for (int i = 0; i < kRuns; ++i) {
            const RunParameters p = parameters(std::uint8_t(100 + i));
            WitnessLink link(linkOptions(port.value(), p));
            link.start();
            QVERIFY2(link.waitConnected(5000),
                     qPrintable(QStringLiteral("run %1: %2").arg(i).arg(link.lastError())));
            QVERIFY(link.post({ack(1)}));
            if (i % 2 == 0)
                QVERIFY(link.finish(5000)); // BYE closes the journal at once
            else
                link.abort(); // a power cut: closed once idle
        }
        QTRY_COMPARE_WITH_TIMEOUT(witness.openJournals(), 0, 3000);
        QVERIFY(openDescriptors() < baseline + 10);
        QCOMPARE(int(witness.runs().size()) >= kRuns, true);
    }

    void acceptOutOfDescriptorsBacksOff()
    {
        Witness witness(witnessOptions());
        const auto port = witness.start();
        QVERIFY(port);
        const int baseline = openDescriptors();
        DescriptorLimit limit(rlim_t(baseline + 16));
        if (!limit.ok())
            QSKIP("cannot lower RLIMIT_NOFILE");
        // Fill the descriptor table, free one, and let a client take it: its connection waits
        // in the backlog and the witness has no descriptor to accept it with.
        std::vector<int> filler;
        while (true) {
            const int fd = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
            if (fd < 0)
                break;
            filler.push_back(fd);
        }
        QVERIFY(!filler.empty());
        ::close(filler.back());
        filler.pop_back();
        QString error;
        const int waiting = Net::connectTo({"127.0.0.1", port.value()}, 2000, &error);
        QVERIFY(waiting >= 0);
        const double cpuBefore = cpuSeconds();
        QTest::qWait(1000);
        const double cpu = cpuSeconds() - cpuBefore;
        for (int fd : filler)
            ::close(fd);
        qInfo("CPU over 1 s with accept() out of descriptors: %.3f s", cpu);
        QVERIFY2(cpu < 0.1, qPrintable(QString::number(cpu)));
        // Once descriptors are free again, the waiting connection is served.
        RawPeer peer(0);
        ::close(peer.fd);
        peer.fd = waiting;
        QVERIFY(peer.handshake(kKey, PeerRole::Writer, parameters(28).runId));
    }

    // Code holders too are bounded: maxVerifiers sessions at once; the next is told Busy
    // (unsigned, in place of the witness's proof) and may come back later.
    void verifiersAreBoundedAndTold()
    {
        WitnessOptions options = witnessOptions();
        options.maxConnections = 64;
        Witness witness(options);
        const auto port = witness.start();
        QVERIFY(port);
        const RunParameters p = parameters(30);
        const int limit = WitnessOptions().maxVerifiers;
        std::vector<std::unique_ptr<RawPeer>> verifiers;
        for (int i = 0; i < limit; ++i) {
            verifiers.push_back(std::make_unique<RawPeer>(port.value()));
            QVERIFY(verifiers.back()->handshake(kKey, PeerRole::Verifier, p.runId));
        }
        RawPeer extra(port.value());
        QVERIFY(!extra.handshake(kKey, PeerRole::Verifier, p.runId));
        QCOMPARE(extra.received.back().type, MessageType::Reject);
        QCOMPARE(decodeReject(extra.received.back().payload)->reason, RejectReason::Busy);
        for (const Frame &f : extra.received)
            QVERIFY(f.type != MessageType::ServerProof);
        // Writers are not verifiers: still served.
        RawPeer writer(port.value());
        QVERIFY(writer.handshake(kKey, PeerRole::Writer, p.runId));
        QVERIFY(writer.hello(p));
        verifiers.pop_back(); // one goes: its place is free again
        QTest::qWait(300);
        RawPeer later(port.value());
        QVERIFY(later.handshake(kKey, PeerRole::Verifier, p.runId));
    }

    // An unauthenticated peer gets no byte made with the key: only CHALLENGE and REJECT,
    // unsigned, and the same REJECT whatever it sent.
};

QTEST_GUILESS_MAIN(TestPlWitnessLimits)
#include "tst_plwitnesslimits.moc"
