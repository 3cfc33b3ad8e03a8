// The witness and the writer's link on 127.0.0.1 with real sockets and a real journal in a
// temporary folder: ten thousand commits arrive in order, a witness restart loses nothing,
// a torn journal tail is cut and a damaged middle left alone, hostile peers are refused
// without harm, and the moment a writer goes silent is the estimated cut.
#include "powerloss/handshake.h"
#include "powerloss/journal.h"
#include "powerloss/pairing.h"
#include "powerloss/protocol.h"
#include "powerloss/witness.h"
#include "powerloss/witnesslink.h"
#include "powerloss/witnesssocket.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace DriveProof::PowerLoss;

namespace {

const QByteArray kKey = pairingKey(QStringLiteral("K7QD-M2XF-9HBT"));

RunParameters parameters(std::uint8_t tag)
{
    RunParameters p;
    for (std::size_t i = 0; i < p.runId.size(); ++i)
        p.runId[i] = std::uint8_t(tag + i);
    p.blockSize = 4096;
    p.areaBlocks = 100000;
    p.coldBlocks = 1000;
    p.ringBlocks = 10000;
    p.maxWriteBlocks = 32;
    p.seed = tag;
    return p;
}

AckEntry ack(std::uint64_t seq)
{
    return {seq, (seq * 7919) % 99000, std::uint32_t(1 + seq % 32), std::int64_t(seq) * 1000, 0};
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A raw peer: sends bytes, then collects what the witness answers until it closes. It may
// do the handshake (then it speaks in its session) and records what it sends, for replays.
struct RawPeer
{
    int fd = -1;
    FrameEncoder encoder;
    FrameDecoder decoder;
    QByteArray sent;        // every byte sent, in order
    QByteArray sessionSent; // the frames sent after the handshake
    std::vector<Frame> received;
    explicit RawPeer(std::uint16_t port)
    {
        QString error;
        fd = Net::connectTo({"127.0.0.1", port}, 2000, &error);
    }
    ~RawPeer()
    {
        if (fd >= 0)
            ::close(fd);
    }
    RawPeer(const RawPeer &) = delete;
    RawPeer &operator=(const RawPeer &) = delete;
    bool send(const QByteArray &bytes)
    {
        sent += bytes;
        if (decoder.hasSession())
            sessionSent += bytes;
        qsizetype done = 0;
        while (done < bytes.size()) {
            const ssize_t n = ::send(fd, bytes.constData() + done, std::size_t(bytes.size() - done),
                                     MSG_NOSIGNAL);
            if (n <= 0)
                return false;
            done += n;
        }
        return true;
    }
    bool sendFrame(MessageType type, QByteArrayView payload)
    {
        return send(encoder.encode(type, payload));
    }
    // The next frame, or nullopt on close, rejection or timeout.
    std::optional<Frame> next(int timeoutMs = 3000)
    {
        QElapsedTimer timer;
        timer.start();
        while (true) {
            auto o = decoder.next();
            if (o.status == FrameDecoder::Status::Frame) {
                received.push_back(o.frame);
                return o.frame;
            }
            if (o.status == FrameDecoder::Status::Rejected || timer.elapsed() > timeoutMs)
                return std::nullopt;
            pollfd p{fd, POLLIN, 0};
            if (::poll(&p, 1, 50) <= 0)
                continue;
            char buffer[65536];
            const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
            if (n <= 0)
                return std::nullopt;
            decoder.feed(QByteArrayView(buffer, n));
        }
    }
    // The whole handshake; true once both sides have proven the key.
    bool handshake(const QByteArray &secret, PeerRole role, const RunId &run)
    {
        ClientHandshake h(secret, role, run);
        send(h.start());
        while (const auto frame = next()) {
            QByteArray answer;
            const auto step = h.onFrame(*frame, &answer);
            send(answer);
            if (step == ClientHandshake::Step::Failed)
                return false;
            if (step == ClientHandshake::Step::Established) {
                encoder.setSession(h.session(), Direction::ToWitness);
                decoder.setSession(h.session(), Direction::ToClient);
                return true;
            }
        }
        return false;
    }
    // HELLO for `p` after the handshake; true on HELLO_OK.
    bool hello(const RunParameters &p)
    {
        sendFrame(MessageType::Hello, encodeHello({p, {}}));
        const auto frame = next();
        return frame && frame->type == MessageType::HelloOk;
    }
    // The reason of the REJECT the witness sent, None if it closed without one, or -1 when it
    // neither closed nor rejected within `timeoutMs`.
    int rejectReason(int timeoutMs = 3000)
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            auto o = decoder.next();
            if (o.status == FrameDecoder::Status::Frame) {
                received.push_back(o.frame);
                if (o.frame.type == MessageType::Reject)
                    return int(decodeReject(o.frame.payload)->reason);
                continue;
            }
            if (o.status == FrameDecoder::Status::Rejected)
                return 1000 + int(o.reason); // the witness sent something we could not trust
            pollfd p{fd, POLLIN, 0};
            if (::poll(&p, 1, 50) <= 0)
                continue;
            char buffer[65536];
            const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
            if (n <= 0)
                return int(RejectReason::None);
            decoder.feed(QByteArrayView(buffer, n));
        }
        return -1;
    }
};

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

class TestPlWitness : public QObject
{
    Q_OBJECT

    QTemporaryDir m_root;

    WitnessOptions witnessOptions(std::uint16_t port = 0) const
    {
        WitnessOptions o;
        o.listenAddress = QStringLiteral("127.0.0.1:%1").arg(port);
        o.journalRoot = m_root.path();
        o.key = kKey;
        o.maxConnections = 8;
        o.handshakeTimeoutMs = 1000;
        o.idleTimeoutMs = 1500;
        o.silentAfterMs = 500;
        return o;
    }

    static WitnessLinkOptions linkOptions(std::uint16_t port, const RunParameters &p,
                                          const QByteArray &key = kKey)
    {
        WitnessLinkOptions o;
        o.address = QStringLiteral("127.0.0.1:%1").arg(port);
        o.key = key;
        o.parameters = p;
        o.facts.hostName = "writer";
        o.facts.bootId = "boot-1";
        o.reconnectMs = 100;
        return o;
    }

    static void postRange(WitnessLink &link, std::uint64_t from, std::uint64_t to)
    {
        std::uint64_t seq = from;
        while (seq <= to) {
            std::vector<AckEntry> batch;
            const auto n = 1 + QRandomGenerator::global()->bounded(50);
            for (int i = 0; i < n && seq <= to; ++i)
                batch.push_back(ack(seq++));
            QVERIFY(link.post(std::move(batch)));
            link.setProgress(seq + 3, seq - 1, 4);
        }
    }

    static void verifyComplete(const Ledger &ledger, std::uint64_t count)
    {
        QCOMPARE(ledger.acks.size(), count);
        std::int64_t previousTime = 0;
        for (std::uint64_t i = 0; i < count; ++i) {
            const AckEntry &e = ledger.acks[i];
            const AckEntry want = ack(i + 1);
            QCOMPARE(e.seq, want.seq); // in order, no gap, no duplicate
            QCOMPARE(e.lba, want.lba);
            QCOMPARE(e.blockCount, want.blockCount);
            QCOMPARE(e.writerTimeNs, want.writerTimeNs);
            QVERIFY(e.witnessTimeNs >= previousTime && e.witnessTimeNs > 0);
            previousTime = e.witnessTimeNs;
        }
    }

    QString journalOf(const RunParameters &p) const
    {
        return journalFilePath(runFolderPath(m_root.path(), p.runId));
    }

    // A finished run of `count` commits, journaled under m_root.
    void finishedRun(const RunParameters &p, std::uint64_t count)
    {
        Witness witness(witnessOptions());
        const auto port = witness.start();
        QVERIFY(port);
        WitnessLink link(linkOptions(port.value(), p));
        link.start();
        QVERIFY(link.waitConnected(5000));
        // Several COMMITTED records, so that damage in the middle leaves a prefix.
        for (std::uint64_t done = 0; done < count; done += 10) {
            postRange(link, done + 1, std::min(count, done + 10));
            QTRY_COMPARE(link.durableSeq(), std::min(count, done + 10));
        }
        QVERIFY(link.finish(5000));
    }

    static WitnessRunSummary summaryOf(const Witness &witness, const RunId &runId)
    {
        for (const auto &run : witness.runs()) {
            if (run.runId == runId)
                return run;
        }
        return {};
    }

private slots:
    void initTestCase() { QVERIFY(m_root.isValid()); }

    void tenThousandCommitsArriveInOrder()
    {
        Witness witness(witnessOptions());
        std::atomic<int> started{0}, ended{0};
        witness.setEventCallback([&](const WitnessEvent &e) {
            started += e.kind == WitnessEvent::Kind::RunStarted;
            ended += e.kind == WitnessEvent::Kind::Ended;
        });
        const auto port = witness.start();
        QVERIFY(port);
        const RunParameters p = parameters(1);
        WitnessLink link(linkOptions(port.value(), p));
        link.start();
        QVERIFY(link.waitConnected(5000));
        link.sendPrepared();
        QElapsedTimer timer;
        timer.start();
        postRange(link, 1, 10000);
        QVERIFY(timer.elapsed() < 1000); // posting never waits for the network
        QTRY_COMPARE_WITH_TIMEOUT(link.durableSeq(), 10000u, 10000);
        QVERIFY(link.finish(5000));
        QCOMPARE(link.state(), WitnessLink::State::Finished);

        const auto ledger =
            fetchLedger(QStringLiteral("127.0.0.1:%1").arg(port.value()), kKey, p.runId);
        QVERIFY2(ledger, qPrintable(ledger ? QString() : ledger.error().message));
        verifyComplete(ledger.value(), 10000);
        QVERIFY(ledger->prepared);
        QVERIFY(ledger->cleanEnd);
        QCOMPARE(ledger->writer.bootId, std::string("boot-1"));
        QCOMPARE(ledger->parameters.seed, p.seed);

        const WitnessRunSummary run = summaryOf(witness, p.runId);
        QCOMPARE(run.ackCount, 10000u);
        QCOMPARE(run.durableSeq, 10000u);
        QVERIFY(run.cleanEnd);
        QVERIFY(!run.silent);
        QTRY_COMPARE(started.load(), 1);
        QTRY_COMPARE(ended.load(), 1);

        const QByteArray report = "{\"verdict\":\"PASS\",\"acks\":10000}";
        const auto sent =
            sendResult(QStringLiteral("127.0.0.1:%1").arg(port.value()), kKey, p.runId, report);
        QVERIFY2(sent, qPrintable(sent ? QString() : sent.error().message));
        QCOMPARE(readFile(runFolderPath(m_root.path(), p.runId) + QStringLiteral("/result.json")),
                 report);
        QVERIFY(summaryOf(witness, p.runId).resultStored);
        // A result for a run the witness never saw is refused.
        QVERIFY(!sendResult(QStringLiteral("127.0.0.1:%1").arg(port.value()), kKey,
                            parameters(99).runId, report));
    }

    void restartMidRunLosesNothing()
    {
        const RunParameters p = parameters(2);
        auto first = std::make_unique<Witness>(witnessOptions());
        const auto port = first->start();
        QVERIFY(port);
        WitnessLink link(linkOptions(port.value(), p));
        link.start();
        QVERIFY(link.waitConnected(5000));
        postRange(link, 1, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(link.durableSeq() >= 1000, 5000);
        first->stop(); // mid-stream: some commits may be on the wire
        const auto before = first->ledger(p.runId);
        QVERIFY(before);
        first.reset();
        QTRY_COMPARE_WITH_TIMEOUT(link.state(), WitnessLink::State::Unreachable, 5000);
        postRange(link, 5001, 10000); // queued while the witness is away

        Witness second(witnessOptions(port.value()));
        QVERIFY(second.start());
        const auto replayed = second.ledger(p.runId);
        QVERIFY(replayed);
        QCOMPARE(encodeLedger(*replayed), encodeLedger(*before)); // the same ledger, field by field
        QVERIFY(link.waitConnected(5000));
        QTRY_COMPARE_WITH_TIMEOUT(link.durableSeq(), 10000u, 10000);
        QCOMPARE(link.connects(), 2);
        QVERIFY(link.finish(5000));
        const auto ledger =
            fetchLedger(QStringLiteral("127.0.0.1:%1").arg(port.value()), kKey, p.runId);
        QVERIFY(ledger);
        verifyComplete(ledger.value(), 10000);
    }

    void tornTailIsTruncated()
    {
        const RunParameters p = parameters(3);
        finishedRun(p, 100);
        const QString path = journalOf(p);
        const QByteArray good = readFile(path);
        QVERIFY(good.size() > 100 * 28);
        const ReplayResult clean = replayJournal(path);
        QVERIFY(clean.ledger && clean.damage.isEmpty());
        QCOMPARE(clean.truncatedBytes, 0);

        // A partial record, then a whole one with a bad CRC: both are torn tails.
        const QByteArray lastRecord = good.right(24 + 0); // BYE: header + CRC, no payload
        QCOMPARE(lastRecord.left(4), QByteArray("DPJR"));
        for (const QByteArray &tail :
             {lastRecord.left(13), QByteArray(lastRecord).replace(20, 4, QByteArray(4, '\0'))}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::Append));
            f.write(tail);
            f.close();
            Witness witness(witnessOptions());
            QVERIFY(witness.start());
            QCOMPARE(readFile(path), good);
            const auto ledger = witness.ledger(p.runId);
            QVERIFY(ledger);
            verifyComplete(*ledger, 100);
            QVERIFY(ledger->cleanEnd);
            QVERIFY(witness.runs().size() >= 1);
        }
    }

    void damagedMiddleStopsReplayAndIsLeftAlone()
    {
        const RunParameters p = parameters(4);
        finishedRun(p, 100);
        const QString path = journalOf(p);
        QByteArray bytes = readFile(path);
        const qsizetype at = bytes.size() / 2;
        bytes[at] = char(bytes[at] ^ 0x40);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
        f.close();

        Witness witness(witnessOptions());
        const auto port = witness.start();
        QVERIFY(port);
        QCOMPARE(readFile(path), bytes); // never rewritten
        const auto ledger = witness.ledger(p.runId);
        QVERIFY(ledger);
        QVERIFY(ledger->acks.size() < 100 && !ledger->acks.empty());
        QCOMPARE(ledger->acks.back().seq, ledger->acks.size()); // a clean prefix
        QVERIFY(!ledger->cleanEnd);
        QVERIFY(!summaryOf(witness, p.runId).damage.isEmpty());
        // The writer cannot append behind the damage.
        WitnessLink link(linkOptions(port.value(), p));
        link.start();
        QTRY_COMPARE_WITH_TIMEOUT(link.state(), WitnessLink::State::Rejected, 5000);
        QCOMPARE(link.rejectReason(), RejectReason::JournalFailure);
        QCOMPARE(readFile(path), bytes);
    }

    void hostileInputIsRefusedAndHarmsNothing()
    {
        const RunParameters p = parameters(5);
        finishedRun(p, 50);
        const QString path = journalOf(p);
        const QByteArray journal = readFile(path);
        Witness witness(witnessOptions());
        std::atomic<int> rejected{0};
        witness.setEventCallback(
            [&](const WitnessEvent &e) { rejected += e.kind == WitnessEvent::Kind::Rejected; });
        const auto port = witness.start();
        QVERIFY(port);
        const std::uint16_t pt = port.value();
        const QByteArray strangerKey = pairingKey(QStringLiteral("AAAA-BBBB-CCCC"));
        const QByteArray hello = encodeHello({p, {}});

        QByteArray garbage(64 * 1024, Qt::Uninitialized);
        QRandomGenerator(7).fillRange(reinterpret_cast<quint32 *>(garbage.data()),
                                      garbage.size() / 4);
        garbage[0] = 'x';
        {
            RawPeer peer(pt);
            peer.send(garbage);
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadMagic));
        }
        {
            RawPeer peer(pt);
            QByteArray huge =
                FrameEncoder().encode(MessageType::ClientHello, {}).first(kFrameHeaderBytes);
            huge[8] = huge[9] = huge[10] = huge[11] = char(0xFF);
            peer.send(huge);
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadLength));
        }
        {
            RawPeer peer(pt); // the wrong pairing code
            QVERIFY(!peer.handshake(strangerKey, PeerRole::Writer, p.runId));
            QCOMPARE(peer.rejectReason(), int(RejectReason::None)); // REJECT read, then EOF
            QCOMPARE(peer.received.back().type, MessageType::Reject);
            QCOMPARE(decodeReject(peer.received.back().payload)->reason, RejectReason::BadHmac);
        }
        {
            RawPeer peer(pt); // a session frame before the handshake
            peer.send(
                FrameEncoder(SessionBinding{QByteArray(32, 'k'), p.runId, QByteArray(16, 's')},
                             Direction::ToWitness)
                    .encode(MessageType::Hello, hello));
            QCOMPARE(peer.rejectReason(), int(RejectReason::UnexpectedMessage));
        }
        {
            RawPeer peer(pt);
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, p.runId));
            peer.sendFrame(MessageType::Committed, encodeCommitted({ack(51)}));
            QCOMPARE(peer.rejectReason(), int(RejectReason::UnexpectedMessage));
        }
        {
            RawPeer peer(pt);
            RunParameters other = p;
            other.seed = 12345;
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, p.runId));
            peer.sendFrame(MessageType::Hello, encodeHello({other, {}}));
            QCOMPARE(peer.rejectReason(), int(RejectReason::ParametersMismatch));
        }
        {
            RawPeer peer(pt);
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, p.runId));
            peer.sendFrame(MessageType::Hello, hello);
            QCOMPARE(peer.rejectReason(), int(RejectReason::RunFinished));
        }
        {
            RawPeer peer(pt); // a session for one run cannot speak for another
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, parameters(66).runId));
            peer.sendFrame(MessageType::Hello, hello);
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadPayload));
        }
        {
            RawPeer peer(pt);
            QVERIFY(peer.handshake(kKey, PeerRole::Verifier, parameters(77).runId));
            peer.sendFrame(MessageType::LedgerRequest, encodeRunId(parameters(77).runId));
            QCOMPARE(peer.rejectReason(), int(RejectReason::UnknownRun));
        }
        {
            RawPeer peer(pt); // a verifier's session is for its own run's ledger only
            QVERIFY(peer.handshake(kKey, PeerRole::Verifier, parameters(77).runId));
            peer.sendFrame(MessageType::LedgerRequest, encodeRunId(p.runId));
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadPayload));
        }
        {
            RawPeer peer(pt); // a verifier cannot write
            QVERIFY(peer.handshake(kKey, PeerRole::Verifier, p.runId));
            peer.sendFrame(MessageType::Bye, {});
            QCOMPARE(peer.rejectReason(), int(RejectReason::UnexpectedMessage));
        }
        const RunParameters q = parameters(6);
        {
            RawPeer peer(pt);
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, q.runId));
            peer.sendFrame(MessageType::Hello, encodeHello({q, {}}));
            peer.sendFrame(MessageType::Committed, encodeCommitted({ack(5)}));
            peer.sendFrame(MessageType::Committed, encodeCommitted({ack(5)}));
            QCOMPARE(peer.rejectReason(), int(RejectReason::CommitSeqNotIncreasing));
        }
        {
            RawPeer peer(pt);
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, q.runId));
            AckEntry outside = ack(9);
            outside.lba = q.areaBlocks - 1;
            outside.blockCount = 2; // runs past the end of the area
            peer.sendFrame(MessageType::Hello, encodeHello({q, {}}));
            peer.sendFrame(MessageType::Committed, encodeCommitted({outside}));
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadPayload));
        }
        {
            RawPeer peer(pt); // a replayed frame on the same connection
            QVERIFY(peer.handshake(kKey, PeerRole::Verifier, p.runId));
            const QByteArray request =
                peer.encoder.encode(MessageType::Result, encodeResult({p.runId, "{}"}));
            peer.send(request + request);
            QVERIFY(peer.next() && peer.received.back().type == MessageType::Hwm);
            QCOMPARE(peer.rejectReason(), int(RejectReason::FrameSeqNotIncreasing));
        }
        QTRY_VERIFY(rejected.load() >= 13);
        QCOMPARE(readFile(path), journal);
        const auto q5 = witness.ledger(q.runId);
        QVERIFY(q5);
        QCOMPARE(q5->acks.size(), 1u); // only the one good commit
        const auto ledger = fetchLedger(QStringLiteral("127.0.0.1:%1").arg(pt), kKey, p.runId);
        QVERIFY(ledger);
        verifyComplete(ledger.value(), 50);
    }

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
    void replayedHelloDoesNotCutOffTheLiveWriter()
    {
        Witness witness(witnessOptions());
        const auto port = witness.start();
        QVERIFY(port);
        const RunParameters p = parameters(20);
        // What an eavesdropper records: a genuine writer's whole connection.
        QByteArray recording;
        {
            RawPeer genuine(port.value());
            QVERIFY(genuine.handshake(kKey, PeerRole::Writer, p.runId));
            QVERIFY(genuine.hello(p));
            recording = genuine.sent;
        }
        WitnessLink link(linkOptions(port.value(), p));
        link.start();
        QVERIFY(link.waitConnected(5000));
        postRange(link, 1, 100);
        QTRY_COMPARE_WITH_TIMEOUT(link.durableSeq(), 100u, 5000);

        RawPeer attacker(port.value());
        attacker.send(recording);
        QCOMPARE(attacker.rejectReason(), int(RejectReason::BadHmac));
        for (const Frame &f : attacker.received) // a challenge and a REJECT, nothing keyed
            QVERIFY(f.type == MessageType::Challenge || f.type == MessageType::Reject);
        QTest::qWait(300);
        QCOMPARE(link.state(), WitnessLink::State::Connected);
        QCOMPARE(link.connects(), 1); // never superseded
        QVERIFY(summaryOf(witness, p.runId).writerConnected);
        postRange(link, 101, 200);
        QTRY_COMPARE_WITH_TIMEOUT(link.durableSeq(), 200u, 5000);
        QVERIFY(link.finish(5000));
    }

    // Seen before: run Z's recorded BYE ended run X; run X's COMMITTED went into run Y's ledger.
    void framesOfAnotherRunOrConnectionAreRefused()
    {
        Witness witness(witnessOptions());
        const auto port = witness.start();
        QVERIFY(port);
        const std::uint16_t pt = port.value();
        const RunParameters x = parameters(21), y = parameters(22), z = parameters(23);
        QByteArray zBye, xCommitted;
        {
            RawPeer peer(pt);
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, z.runId));
            QVERIFY(peer.hello(z));
            const qsizetype before = peer.sent.size();
            peer.sendFrame(MessageType::Bye, {});
            zBye = peer.sent.sliced(before);
        }
        {
            RawPeer peer(pt);
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, x.runId));
            QVERIFY(peer.hello(x));
            const qsizetype before = peer.sent.size();
            peer.sendFrame(MessageType::Committed, encodeCommitted({ack(1), ack(2)}));
            xCommitted = peer.sent.sliced(before);
            QVERIFY(peer.next()); // HWM
        }
        QTRY_COMPARE(summaryOf(witness, x.runId).ackCount, 2u);
        {
            RawPeer peer(pt); // X again (a new connection), then Z's BYE
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, x.runId));
            QVERIFY(peer.hello(x));
            peer.send(zBye);
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadHmac));
        }
        QVERIFY(!summaryOf(witness, x.runId).cleanEnd);
        {
            RawPeer peer(pt); // Y, then X's recorded COMMITTED
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, y.runId));
            QVERIFY(peer.hello(y));
            peer.send(xCommitted);
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadHmac));
        }
        {
            RawPeer peer(pt); // X, then X's own COMMITTED from its earlier connection
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, x.runId));
            QVERIFY(peer.hello(x));
            peer.send(xCommitted);
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadHmac));
        }
        QCOMPARE(summaryOf(witness, y.runId).ackCount, 0u);
        QCOMPARE(summaryOf(witness, x.runId).ackCount, 2u);
        QVERIFY(!summaryOf(witness, x.runId).cleanEnd);
    }

    // Seen before: HELLO_OK and HWM bound to nothing, so a replayed HWM made the writer drop
    // commits the witness never stored. Here the test is the witness (it holds the code) and
    // answers with frames of another session, or with claims beyond what was posted.
    void writerRefusesReplayedHwmAndHelloOk()
    {
        QTemporaryDir root;
        QString error;
        const QByteArray salt = *loadOrCreateSalt(root.path(), &error);
        const QByteArray witnessKey = *deriveWitnessKey(kKey, salt);
        std::uint16_t port = 0;
        const int listener = Net::listenOn({"127.0.0.1", 0}, &port, &error);
        QVERIFY(listener >= 0);
        const RunParameters p = parameters(24);
        WitnessLinkOptions o = linkOptions(port, p);
        o.reconnectMs = 50;
        WitnessLink link(o);
        QVERIFY(link.post({ack(1), ack(2), ack(3)}));
        link.start();
        // Another session of the same run, as an eavesdropper would have recorded it.
        const SessionBinding old{QByteArray(32, 'o'), p.runId, QByteArray(16, 'o')};
        FrameEncoder oldEncoder(old, Direction::ToClient);
        const QByteArray oldHelloOk = oldEncoder.encode(MessageType::HelloOk, encodeSeq(3));
        const QByteArray oldHwm = oldEncoder.encode(MessageType::Hwm, encodeSeq(3));

        // One connection of the fake witness: handshake, HELLO; then `answer` gives the frames.
        auto serve = [&](auto answer) -> bool {
            pollfd pl{listener, POLLIN, 0};
            if (::poll(&pl, 1, 5000) <= 0)
                return false;
            const int fd = ::accept4(listener, nullptr, nullptr, SOCK_CLOEXEC);
            if (fd < 0)
                return false;
            RawPeer peer(0);
            ::close(peer.fd);
            peer.fd = fd;
            ServerHandshake server(&witnessKey, &salt);
            while (!peer.decoder.hasSession()) {
                const auto frame = peer.next();
                if (!frame)
                    return false;
                QByteArray reply;
                const auto step = server.onFrame(*frame, &reply);
                peer.send(reply);
                if (step == ServerHandshake::Step::Failed)
                    return false;
                if (step == ServerHandshake::Step::Established) {
                    peer.encoder.setSession(server.session(), Direction::ToClient);
                    peer.decoder.setSession(server.session(), Direction::ToWitness);
                }
            }
            const auto hello = peer.next();
            if (!hello || hello->type != MessageType::Hello)
                return false;
            answer(peer);
            // The writer must hang up on us: read until EOF (bounded).
            return peer.rejectReason(3000) != -1;
        };
        // 1. A recorded HELLO_OK of another session.
        QVERIFY(serve([&](RawPeer &peer) { peer.send(oldHelloOk); }));
        QCOMPARE(link.durableSeq(), 0u);
        QCOMPARE(link.connects(), 0);
        // 2. A real HELLO_OK, then a recorded HWM of another session.
        QVERIFY(serve([&](RawPeer &peer) {
            peer.sendFrame(MessageType::HelloOk, encodeSeq(0));
            peer.send(oldHwm);
        }));
        QCOMPARE(link.durableSeq(), 0u);
        // 3. In this session, an HWM above anything the writer posted.
        QVERIFY(serve([&](RawPeer &peer) {
            peer.sendFrame(MessageType::HelloOk, encodeSeq(0));
            peer.sendFrame(MessageType::Hwm, encodeSeq(1000));
        }));
        QCOMPARE(link.durableSeq(), 0u);
        QCOMPARE(link.state() == WitnessLink::State::Rejected, false);
        // 4. The honest answer is believed.
        pollfd pl{listener, POLLIN, 0};
        QVERIFY(::poll(&pl, 1, 5000) > 0);
        const int fd = ::accept4(listener, nullptr, nullptr, SOCK_CLOEXEC);
        RawPeer peer(0);
        ::close(peer.fd);
        peer.fd = fd;
        ServerHandshake server(&witnessKey, &salt);
        while (!peer.decoder.hasSession()) {
            const auto frame = peer.next();
            QVERIFY(frame);
            QByteArray reply;
            const auto step = server.onFrame(*frame, &reply);
            peer.send(reply);
            if (step == ServerHandshake::Step::Established) {
                peer.encoder.setSession(server.session(), Direction::ToClient);
                peer.decoder.setSession(server.session(), Direction::ToWitness);
            }
        }
        QVERIFY(peer.next());
        peer.sendFrame(MessageType::HelloOk, encodeSeq(2));
        QTRY_COMPARE_WITH_TIMEOUT(link.durableSeq(), 2u, 3000);
        link.abort();
        ::close(listener);
    }

    // Seen before: 64 replayed LEDGER_REQUESTs took RSS from 72 to 283 MB and locked new
    // writers out for 13 s. Recorded requests now get nothing; and even 64 verifiers that
    // hold the code get at most maxLedgerStreams streams, encoded as they are read.
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
        QVERIFY2(grewKiB < 16 * 1024, "a stream holds a chunk at a time, not the ledger");
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
    void unauthenticatedPeerGetsNothingKeyed()
    {
        Witness witness(witnessOptions());
        const auto port = witness.start();
        QVERIFY(port);
        const std::uint16_t pt = port.value();
        for (int attempt = 0; attempt < 3; ++attempt) {
            RawPeer peer(pt);
            ClientHelloMessage hello{PeerRole::Writer, parameters(29).runId, randomBytes(32)};
            peer.send(FrameEncoder().encode(MessageType::ClientHello, encodeClientHello(hello)));
            const auto challenge = peer.next();
            QVERIFY(challenge && challenge->type == MessageType::Challenge);
            QCOMPARE(challenge->frameSeq, 0u);
            peer.send(FrameEncoder().encode(MessageType::ClientProof, randomBytes(32)));
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadHmac));
            QVERIFY(!peer.decoder.rejected()); // every frame decoded as unsigned
            const auto reject = decodeReject(peer.received.back().payload);
            QCOMPARE(reject->text, rejectReasonText(RejectReason::BadHmac).toStdString());
        }
        // A single byte gets an unsigned REJECT too (after the handshake deadline at most).
        RawPeer one(pt);
        one.send("D");
        const int reason = one.rejectReason(3000);
        QVERIFY(reason == int(RejectReason::Timeout) || reason == int(RejectReason::None));
        QVERIFY(!one.decoder.rejected());
        QVERIFY(!witness.ledger(parameters(29).runId));
    }

    void wrongPairingCodeIsRefused()
    {
        Witness witness(witnessOptions());
        const auto port = witness.start();
        QVERIFY(port);
        const RunParameters p = parameters(10);
        WitnessLink link(
            linkOptions(port.value(), p, pairingKey(QStringLiteral("K7QD-M2XF-9HBV"))));
        link.start();
        QTRY_COMPARE_WITH_TIMEOUT(link.state(), WitnessLink::State::Rejected, 5000);
        QCOMPARE(link.rejectReason(), RejectReason::BadHmac);
        QVERIFY(!link.lastError().isEmpty());
        QVERIFY(!witness.ledger(p.runId));
        QVERIFY(!QFile::exists(runFolderPath(m_root.path(), p.runId)));
        const auto ledger =
            fetchLedger(QStringLiteral("127.0.0.1:%1").arg(port.value()),
                        pairingKey(QStringLiteral("K7QD-M2XF-9HBV")), parameters(1).runId, 3000);
        QVERIFY(!ledger);
    }

    void silenceMarksTheEstimatedCut()
    {
        Witness witness(witnessOptions());
        std::atomic<int> silent{0};
        witness.setEventCallback(
            [&](const WitnessEvent &e) { silent += e.kind == WitnessEvent::Kind::Silent; });
        const auto port = witness.start();
        QVERIFY(port);
        const RunParameters p = parameters(11);
        WitnessLink link(linkOptions(port.value(), p));
        link.start();
        QVERIFY(link.waitConnected(5000));
        postRange(link, 1, 200);
        QTest::qWait(700); // only heartbeats now
        const std::int64_t cutNs = Net::realtimeNs();
        link.abort(); // no BYE: what a power cut looks like from the witness
        QTRY_COMPARE_WITH_TIMEOUT(silent.load(), 1, 3000);
        const WitnessRunSummary run = summaryOf(witness, p.runId);
        QCOMPARE(run.runId, p.runId);
        QVERIFY(run.silent);
        QVERIFY(!run.cleanEnd);
        QVERIFY(!run.writerConnected);
        QCOMPARE(run.ackCount, 200u);
        const std::int64_t errorMs = (cutNs - run.lastHeardWitnessNs) / 1'000'000;
        qInfo("estimated cut %lld ms before the real one", static_cast<long long>(errorMs));
        QVERIFY(errorMs >= 0 && errorMs <= 300);
    }

    void ipv6Loopback()
    {
        WitnessOptions options = witnessOptions();
        options.listenAddress = QStringLiteral("[::1]:0");
        Witness witness(options);
        const auto port = witness.start();
        if (!port)
            QSKIP("no IPv6 loopback on this machine");
        const RunParameters p = parameters(12);
        WitnessLinkOptions o = linkOptions(port.value(), p);
        o.address = QStringLiteral("[::1]:%1").arg(port.value());
        WitnessLink link(o);
        link.start();
        QVERIFY(link.waitConnected(5000));
        postRange(link, 1, 100);
        QVERIFY(link.finish(5000));
        QVERIFY(summaryOf(witness, p.runId).peerAddress.startsWith(QStringLiteral("[::1]:")));
        const auto ledger = fetchLedger(o.address, kKey, p.runId);
        QVERIFY(ledger);
        verifyComplete(ledger.value(), 100);
    }
};

QTEST_GUILESS_MAIN(TestPlWitness)
#include "tst_plwitness.moc"
