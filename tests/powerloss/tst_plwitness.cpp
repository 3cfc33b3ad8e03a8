// The witness and the writer's link on 127.0.0.1 with real sockets and a real journal in a
// temporary folder: ten thousand commits arrive in order, a witness restart loses nothing,
// a torn journal tail is cut and a damaged middle left alone, hostile peers are refused
// without harm, and the moment a writer goes silent is the estimated cut.
#include "suites/powerloss/journal.h"
#include "suites/powerloss/pairing.h"
#include "suites/powerloss/protocol.h"
#include "suites/powerloss/witness.h"
#include "suites/powerloss/witnesslink.h"
#include "suites/powerloss/witnesssocket.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <poll.h>
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

// A raw peer: sends bytes, then collects what the witness answers until it closes.
struct RawPeer
{
    int fd = -1;
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
    bool send(const QByteArray &bytes) const
    {
        return ::send(fd, bytes.constData(), std::size_t(bytes.size()), MSG_NOSIGNAL) ==
               bytes.size();
    }
    // The reason of the REJECT the witness sent, None if it closed without one, or -1 when it
    // neither closed nor rejected within `timeoutMs`.
    int rejectReason(int timeoutMs = 3000) const
    {
        FrameDecoder decoder(kKey);
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            pollfd p{fd, POLLIN, 0};
            if (::poll(&p, 1, 50) <= 0)
                continue;
            char buffer[4096];
            const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
            if (n <= 0)
                return int(RejectReason::None);
            decoder.feed(QByteArrayView(buffer, n));
            for (auto o = decoder.next(); o.status == FrameDecoder::Status::Frame;
                 o = decoder.next()) {
                if (o.frame.type == MessageType::Reject)
                    return int(decodeReject(o.frame.payload)->reason);
            }
        }
        return -1;
    }
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
        FrameEncoder stranger(pairingKey(QStringLiteral("AAAA-BBBB-CCCC")));
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
                FrameEncoder(kKey).encode(MessageType::Committed, {}).first(kFrameHeaderBytes);
            huge[8] = huge[9] = huge[10] = huge[11] = char(0xFF);
            peer.send(huge);
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadLength));
        }
        {
            RawPeer peer(pt);
            peer.send(stranger.encode(MessageType::Hello, hello));
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadHmac));
        }
        {
            RawPeer peer(pt);
            peer.send(
                FrameEncoder(kKey).encode(MessageType::Committed, encodeCommitted({ack(51)})));
            QCOMPARE(peer.rejectReason(), int(RejectReason::UnexpectedMessage));
        }
        {
            RawPeer peer(pt);
            RunParameters other = p;
            other.seed = 12345;
            peer.send(FrameEncoder(kKey).encode(MessageType::Hello, encodeHello({other, {}})));
            QCOMPARE(peer.rejectReason(), int(RejectReason::ParametersMismatch));
        }
        {
            RawPeer peer(pt);
            peer.send(FrameEncoder(kKey).encode(MessageType::Hello, hello));
            QCOMPARE(peer.rejectReason(), int(RejectReason::RunFinished));
        }
        {
            RawPeer peer(pt);
            peer.send(FrameEncoder(kKey).encode(MessageType::LedgerRequest,
                                                encodeRunId(parameters(77).runId)));
            QCOMPARE(peer.rejectReason(), int(RejectReason::UnknownRun));
        }
        const RunParameters q = parameters(6);
        {
            RawPeer peer(pt);
            FrameEncoder encoder(kKey);
            QByteArray frames = encoder.encode(MessageType::Hello, encodeHello({q, {}}));
            frames += encoder.encode(MessageType::Committed, encodeCommitted({ack(5)}));
            frames += encoder.encode(MessageType::Committed, encodeCommitted({ack(5)}));
            peer.send(frames);
            QCOMPARE(peer.rejectReason(), int(RejectReason::CommitSeqNotIncreasing));
        }
        {
            RawPeer peer(pt);
            FrameEncoder encoder(kKey);
            AckEntry outside = ack(9);
            outside.lba = q.areaBlocks - 1;
            outside.blockCount = 2; // runs past the end of the area
            QByteArray frames = encoder.encode(MessageType::Hello, encodeHello({q, {}}));
            frames += encoder.encode(MessageType::Committed, encodeCommitted({outside}));
            peer.send(frames);
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadPayload));
        }
        {
            RawPeer peer(pt); // a replayed frame on the same connection
            const QByteArray request = FrameEncoder(kKey).encodeWithSeq(MessageType::LedgerRequest,
                                                                        encodeRunId(p.runId), 1);
            peer.send(request + request);
            QCOMPARE(peer.rejectReason(), int(RejectReason::FrameSeqNotIncreasing));
        }
        QTRY_VERIFY(rejected.load() >= 10);
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
        half.send(FrameEncoder(kKey).encode(MessageType::Bye, {}).left(10));
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
        FrameEncoder encoder(kKey);
        QByteArray frames = encoder.encode(MessageType::Hello, encodeHello({parameters(9), {}}));
        frames += encoder.encode(MessageType::Bye, {}).left(5);
        stall.send(frames);
        QVERIFY(stall.rejectReason(5000) >= 0);
        QCOMPARE(link.state(), WitnessLink::State::Connected);
        QVERIFY(link.finish(5000));
        verifyComplete(*witness.ledger(p.runId), 500);
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
