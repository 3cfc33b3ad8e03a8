// The power-loss wire protocol without sockets: every message and the ledger round-trip,
// frames survive being fed byte by byte, run ids go to hex and back, and the fuzz seeds in
// the tree are the frames the protocol writes today.
#include "protocolrig.h"

#include <QFile>

#include <QTest>

using namespace DriveProof::PowerLoss;
using namespace PlProtocolRig;
using namespace Qt::StringLiterals;

namespace {

// The seeds of tests/fuzz/corpus/witnessframe/: one valid frame of every type, and a whole
// writer session. Deterministic, so the files in the tree can be compared with them.
std::vector<std::pair<QString, QByteArray>> fuzzSeeds()
{
    Ledger ledger;
    ledger.parameters = validParameters();
    ledger.runId = ledger.parameters.runId;
    ledger.writer = facts();
    ledger.acks = {{1, 10, 1, 100, 200}, {2, 20, 2, 300, 400}, {5, 30, 32, 500, 600}};
    const QByteArray ledgerBytes = encodeLedger(ledger);
    const std::vector<std::pair<QString, QByteArray>> payloads = {
        {QStringLiteral("hello"), encodeHello({validParameters(), facts()})},
        {QStringLiteral("hello_ok"), encodeSeq(41)},
        {QStringLiteral("prepared"), {}},
        {QStringLiteral("committed"), encodeCommitted({{1, 10, 1, 100, 0}, {2, 20, 2, 300, 0}})},
        {QStringLiteral("heartbeat"), encodeHeartbeat({9, 7, 2})},
        {QStringLiteral("writer_error"), encodeText("fdatasync: Input/output error")},
        {QStringLiteral("bye"), {}},
        {QStringLiteral("hwm"), encodeSeq(7)},
        {QStringLiteral("reject"), encodeReject({RejectReason::BadHmac, "wrong pairing code"})},
        {QStringLiteral("ledger_request"), encodeRunId(validParameters().runId)},
        {QStringLiteral("ledger_chunk"), ledgerBytes},
        {QStringLiteral("ledger_end"),
         encodeLedgerEnd({std::uint64_t(ledgerBytes.size()), ledgerDigest(ledgerBytes)})},
        {QStringLiteral("result"),
         encodeResult({validParameters().runId, "{\"verdict\":\"PASS\"}"})},
        {QStringLiteral("client_hello"),
         encodeClientHello({PeerRole::Writer, validParameters().runId, QByteArray(32, 'n')})},
        {QStringLiteral("challenge"), encodeChallenge({QByteArray(16, 'S'), QByteArray(32, 'N')})},
        {QStringLiteral("client_proof"), QByteArray(32, 'c')},
        {QStringLiteral("server_proof"), QByteArray(32, 'v')},
    };
    std::vector<std::pair<QString, QByteArray>> seeds;
    std::uint16_t type = 1;
    QByteArray session;
    FrameEncoder sessionEncoder = toWitness();
    for (const auto &[name, payload] : payloads) {
        // Handshake frames go unsigned, the others in the fixed session.
        FrameEncoder encoder = isHandshakeType(MessageType(type)) ? FrameEncoder() : toWitness();
        seeds.emplace_back(name + QStringLiteral(".bin"),
                           encoder.encode(MessageType(type), payload));
        if (type == 1 || type == 3 || type == 4 || type == 5 || type == 7)
            session += sessionEncoder.encode(MessageType(type), payload);
        ++type;
    }
    seeds.emplace_back(QStringLiteral("session.bin"), session);
    return seeds;
}

} // namespace

class TestPlProtocol : public QObject
{
    Q_OBJECT

private slots:
    void helloRoundTrips()
    {
        const HelloMessage hello{validParameters(), facts()};
        const auto back = decodeHello(encodeHello(hello));
        QVERIFY(back);
        QCOMPARE(back->parameters.runId, hello.parameters.runId);
        QCOMPARE(back->parameters.areaOffsetBytes, hello.parameters.areaOffsetBytes);
        QCOMPARE(back->parameters.seed, hello.parameters.seed);
        QCOMPARE(back->parameters.method, CommitMethod::OpenDatasync);
        QCOMPARE(back->parameters.workers, 2u);
        QCOMPARE(back->facts.deviceModel, hello.facts.deviceModel);
        QCOMPARE(back->facts.bootId, hello.facts.bootId);
        QCOMPARE(back->facts.unsafeShutdowns, 17);
        QCOMPARE(back->facts.capacityBytes, hello.facts.capacityBytes);
        QVERIFY(back->facts.virtualMachine && back->facts.usbBridge && !back->facts.onBattery);
    }

    void smallMessagesRoundTrip()
    {
        QCOMPARE(decodeSeq(encodeSeq(0xFEDCBA9876543210ULL)), 0xFEDCBA9876543210ULL);
        const auto beat = decodeHeartbeat(encodeHeartbeat({900, 880, 7}));
        QVERIFY(beat);
        QCOMPARE(beat->issuedSeq, 900u);
        QCOMPARE(beat->committedSeq, 880u);
        QCOMPARE(beat->inFlight, 7u);
        QCOMPARE(decodeText(encodeText("EIO on fdatasync"), kMaxErrorTextBytes),
                 std::string("EIO on fdatasync"));
        const auto reject = decodeReject(encodeReject({RejectReason::BadHmac, "wrong code"}));
        QVERIFY(reject);
        QCOMPARE(reject->reason, RejectReason::BadHmac);
        QCOMPARE(reject->text, std::string("wrong code"));
        QCOMPARE(decodeRunId(encodeRunId(validParameters().runId)), validParameters().runId);
        const QByteArray digest = ledgerDigest("abc");
        const auto end = decodeLedgerEnd(encodeLedgerEnd({12345, digest}));
        QVERIFY(end);
        QCOMPARE(end->totalBytes, 12345u);
        QCOMPARE(end->sha256, digest);
        const auto result =
            decodeResult(encodeResult({validParameters().runId, "{\"verdict\":\"PASS\"}"}));
        QVERIFY(result);
        QCOMPARE(result->json, QByteArray("{\"verdict\":\"PASS\"}"));
        QCOMPARE(result->runId, validParameters().runId);
    }

    void committedRoundTripsWithoutWitnessTime()
    {
        std::vector<AckEntry> entries;
        for (std::uint64_t s = 1; s <= kMaxCommitsPerFrame; ++s)
            entries.push_back(
                {s * 3, s % 4000, std::uint32_t(1 + s % 32), std::int64_t(s) * 1000, 99});
        const QByteArray payload = encodeCommitted(entries);
        QCOMPARE(payload.size(), maxPayloadBytes(MessageType::Committed));
        const auto back = decodeCommitted(payload);
        QVERIFY(back);
        QCOMPARE(back->size(), entries.size());
        QCOMPARE(back->back().seq, entries.back().seq);
        QCOMPARE(back->back().lba, entries.back().lba);
        QCOMPARE(back->back().blockCount, entries.back().blockCount);
        QCOMPARE(back->back().writerTimeNs, entries.back().writerTimeNs);
        QCOMPARE(back->back().witnessTimeNs, 0); // the witness stamps its own clock
    }

    void ledgerRoundTrips()
    {
        Ledger l;
        l.parameters = validParameters();
        l.runId = l.parameters.runId;
        l.writer = facts();
        l.prepared = true;
        for (std::uint64_t s = 1; s <= 1000; ++s)
            l.acks.push_back({s, s, 1, std::int64_t(s), std::int64_t(s) + 5});
        l.lastIssuedSeq = 1004;
        l.inFlightAtLastHeartbeat = 4;
        l.firstCommitWitnessNs = 6;
        l.lastHeardWitnessNs = 1005;
        l.writerError = true;
        l.writerErrorText = "EIO";
        const auto back = decodeLedger(encodeLedger(l));
        QVERIFY(back);
        QCOMPARE(back->acks.size(), l.acks.size());
        QCOMPARE(back->acks[999].witnessTimeNs, 1005);
        QCOMPARE(back->lastIssuedSeq, 1004u);
        QCOMPARE(back->lastHeardWitnessNs, 1005);
        QCOMPARE(back->writerErrorText, std::string("EIO"));
        QVERIFY(back->prepared && back->writerError && !back->cleanEnd);
        QCOMPARE(back->runId, l.runId);
        // A count that claims more entries than the bytes hold is refused, not allocated.
        QByteArray forged = encodeLedger(l).first(encodeLedger(l).size() - 1000 * 36);
        qToLittleEndian<std::uint64_t>(~0ULL, forged.data() + forged.size() - 8);
        QVERIFY(!decodeLedger(forged));
    }

    void framesRoundTripByteByByte()
    {
        FrameEncoder encoder = toWitness();
        QByteArray stream;
        stream += encoder.encode(MessageType::Hello, encodeHello({validParameters(), facts()}));
        stream += encoder.encode(MessageType::Prepared, {});
        stream += encoder.encode(MessageType::Committed, encodeCommitted({{1, 2, 3, 4, 0}}));
        stream += encoder.encode(MessageType::Bye, {});
        FrameDecoder decoder(kSession, Direction::ToWitness);
        std::vector<Frame> frames;
        for (char byte : stream) {
            decoder.feed(QByteArrayView(&byte, 1));
            for (auto o = decoder.next(); o.status == FrameDecoder::Status::Frame;
                 o = decoder.next())
                frames.push_back(o.frame);
            QVERIFY(!decoder.rejected());
        }
        QCOMPARE(frames.size(), 4u);
        QCOMPARE(frames[0].type, MessageType::Hello);
        QCOMPARE(frames[2].type, MessageType::Committed);
        QCOMPARE(frames[3].frameSeq, 4u);
        QCOMPARE(decoder.bufferedBytes(), 0);
        QVERIFY(decodeCommitted(frames[2].payload));
    }

    void runIdHexRoundTrips()
    {
        const RunId id = validParameters().runId;
        QCOMPARE(runIdHex(id), QStringLiteral("a0a1a2a3a4a5a6a7a8a9aaabacadaeaf"));
        QCOMPARE(runIdFromHex(runIdHex(id)), id);
        QVERIFY(!runIdFromHex(u"../../etc/passwd"));
        QVERIFY(!runIdFromHex(u"A0A1A2A3A4A5A6A7A8A9AAABACADAEAF")); // one spelling only
        QVERIFY(!runIdFromHex(u"00000000000000000000000000000000"));
    }

    // Regenerate with DRIVEPROOF_WRITE_SEEDS=<folder>; otherwise the seeds in the tree must be
    // exactly what the protocol writes today, and each must decode without a rejection.
    void fuzzSeedsAreCurrentFrames()
    {
        const QString folder =
            QStringLiteral(DRIVEPROOF_SOURCE_DIR "/tests/fuzz/corpus/witnessframe");
        const QByteArray writeTo = qgetenv("DRIVEPROOF_WRITE_SEEDS");
        for (const auto &[name, bytes] : fuzzSeeds()) {
            if (!writeTo.isEmpty()) {
                QFile out(QString::fromLocal8Bit(writeTo) + u'/' + name);
                QVERIFY(out.open(QIODevice::WriteOnly));
                out.write(bytes);
            }
            QFile in(folder + u'/' + name);
            QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(in.fileName()));
            QCOMPARE(in.readAll(), bytes);
            const bool unsigned_ = QStringList{u"client_hello.bin"_s, u"challenge.bin"_s,
                                               u"client_proof.bin"_s, u"server_proof.bin"_s}
                                       .contains(name);
            FrameDecoder decoder =
                unsigned_ ? FrameDecoder() : FrameDecoder(kSession, Direction::ToWitness);
            decoder.feed(bytes);
            int frames = 0;
            for (auto o = decoder.next(); o.status == FrameDecoder::Status::Frame;
                 o = decoder.next())
                ++frames;
            QVERIFY(!decoder.rejected());
            QVERIFY(frames >= 1);
        }
    }

    // Issue 14: a handshake in memory. Both ends derive the same session only when both
    // hold the code; a recorded proof does not pass a fresh challenge; and the stranger's
    // side of the conversation never carries a keyed byte.
};

QTEST_GUILESS_MAIN(TestPlProtocol)
#include "tst_plprotocol.moc"
