// The power-loss wire protocol without sockets: every message round-trips, every reason a
// frame can be refused is produced by a crafted frame, and pairing codes normalise.
#include "powerloss/handshake.h"
#include "powerloss/pairing.h"
#include "powerloss/protocol.h"
#include "powerloss/witnesssocket.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QtEndian>

using namespace DriveProof::PowerLoss;
using namespace Qt::StringLiterals;

namespace {

RunParameters validParameters()
{
    RunParameters p;
    for (std::size_t i = 0; i < p.runId.size(); ++i)
        p.runId[i] = std::uint8_t(0xA0 + i);
    p.blockSize = 4096;
    p.areaOffsetBytes = 1 << 20;
    p.areaBlocks = 4096;
    p.coldBlocks = 256;
    p.ringBlocks = 1024;
    p.maxWriteBlocks = 32;
    p.seed = 0x1234567890ULL;
    p.method = CommitMethod::OpenDatasync;
    p.writesPerCommit = 4;
    p.workers = 2;
    return p;
}

WriterFacts facts()
{
    WriterFacts f;
    f.hostName = "bench-01";
    f.targetPath = "/dev/sdb";
    f.deviceModel = "Example SSD 1TB";
    f.deviceSerial = "S3R14L";
    f.deviceFirmware = "1.0";
    f.capacityBytes = 1000204886016ULL;
    f.writeCache = "on";
    f.kernel = "6.1.0-13-amd64";
    f.bootId = "5d2c3f0e-0000-4000-8000-000000000001";
    f.unsafeShutdowns = 17;
    f.virtualMachine = true;
    f.usbBridge = true;
    return f;
}

const QByteArray kKey = pairingKey(QStringLiteral("K7QD-M2XF-9HBT"));

// A fixed session (the fuzz target uses the same one): what the handshake would derive.
SessionBinding session(char key = 'k', std::uint8_t runTag = 0xA0, char id = 's')
{
    SessionBinding b{QByteArray(32, key), {}, QByteArray(16, id)};
    for (std::size_t i = 0; i < b.runId.size(); ++i)
        b.runId[i] = std::uint8_t(runTag + i);
    return b;
}
const SessionBinding kSession = session();

FrameEncoder toWitness(const SessionBinding &b = kSession)
{
    return FrameEncoder(b, Direction::ToWitness);
}

FrameDecoder::Output decodeOne(const QByteArray &bytes, const SessionBinding &b = kSession,
                               Direction direction = Direction::ToWitness)
{
    FrameDecoder decoder(b, direction);
    decoder.feed(bytes);
    return decoder.next();
}

void setU16(QByteArray &b, qsizetype at, std::uint16_t v)
{
    qToLittleEndian(v, b.data() + at);
}

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

    void rejections_data()
    {
        QTest::addColumn<QByteArray>("frame");
        QTest::addColumn<int>("reason");
        FrameEncoder encoder = toWitness();
        const QByteArray good = encoder.encodeWithSeq(MessageType::Hwm, encodeSeq(7), 1);

        QByteArray magic = good;
        magic[0] = 'X';
        QTest::newRow("magic") << magic << int(RejectReason::BadMagic);
        QTest::newRow("garbage prefix")
            << QByteArray("GET / HTTP/1.1\r\n") << int(RejectReason::BadMagic);
        QByteArray version = good;
        setU16(version, 4, 1); // version 1 had no handshake: refused
        QTest::newRow("version") << version << int(RejectReason::BadVersion);
        QByteArray type = good;
        setU16(type, 6, 99);
        QTest::newRow("type") << type << int(RejectReason::BadType);
        QByteArray crc = good;
        crc[kFrameHeaderBytes] = char(crc[kFrameHeaderBytes] ^ 0x01);
        QTest::newRow("crc") << crc << int(RejectReason::BadCrc);
        FrameEncoder stranger = toWitness(session('x'));
        QTest::newRow("hmac (another key)")
            << stranger.encodeWithSeq(MessageType::Hwm, encodeSeq(7), 1)
            << int(RejectReason::BadHmac);
        QTest::newRow("hmac (another run)")
            << toWitness(session('k', 0x10)).encodeWithSeq(MessageType::Hwm, encodeSeq(7), 1)
            << int(RejectReason::BadHmac);
        QTest::newRow("hmac (another session)")
            << toWitness(session('k', 0xA0, 't')).encodeWithSeq(MessageType::Hwm, encodeSeq(7), 1)
            << int(RejectReason::BadHmac);
        QTest::newRow("hmac (reflected: the other direction)")
            << FrameEncoder(kSession, Direction::ToClient)
                   .encodeWithSeq(MessageType::Hwm, encodeSeq(7), 1)
            << int(RejectReason::BadHmac);
        QTest::newRow("seq skipped") << encoder.encodeWithSeq(MessageType::Hwm, encodeSeq(7), 2)
                                     << int(RejectReason::FrameSeqNotIncreasing);
        QTest::newRow("handshake frame inside a session")
            << FrameEncoder().encode(MessageType::ClientHello, QByteArray(49, 'x'))
            << int(RejectReason::UnexpectedMessage);
        QByteArray mac = good;
        mac[mac.size() - 1] = char(mac[mac.size() - 1] ^ 0x80);
        QTest::newRow("hmac (tampered)") << mac << int(RejectReason::BadHmac);
        QTest::newRow("seq zero") << encoder.encodeWithSeq(MessageType::Hwm, encodeSeq(7), 0)
                                  << int(RejectReason::FrameSeqNotIncreasing);
        QTest::newRow("seq repeated")
            << good + encoder.encodeWithSeq(MessageType::Hwm, encodeSeq(8), 1)
            << int(RejectReason::FrameSeqNotIncreasing);
        QTest::newRow("seq backwards") << encoder.encodeWithSeq(MessageType::Bye, {}, 9) +
                                              encoder.encodeWithSeq(MessageType::Bye, {}, 8)
                                       << int(RejectReason::FrameSeqNotIncreasing);
    }

    void rejections()
    {
        QFETCH(QByteArray, frame);
        QFETCH(int, reason);
        FrameDecoder decoder(kSession, Direction::ToWitness);
        decoder.feed(frame);
        FrameDecoder::Output o = decoder.next();
        while (o.status == FrameDecoder::Status::Frame)
            o = decoder.next();
        QCOMPARE(o.status, FrameDecoder::Status::Rejected);
        QCOMPARE(int(o.reason), reason);
        // Rejected for good: a stream cannot be resynchronised.
        decoder.feed(toWitness().encode(MessageType::Bye, {}));
        QCOMPARE(decoder.next().status, FrameDecoder::Status::Rejected);
    }

    void lengthOverCapIsRefusedFromTheHeaderAlone()
    {
        for (MessageType type : {MessageType::Hello, MessageType::Committed, MessageType::Result,
                                 MessageType::Bye, MessageType::LedgerChunk}) {
            QByteArray header = toWitness().encode(type, {}).first(kFrameHeaderBytes);
            qToLittleEndian<std::uint32_t>(std::uint32_t(maxPayloadBytes(type) + 1),
                                           header.data() + 8);
            FrameDecoder decoder(kSession, Direction::ToWitness);
            decoder.feed(header);
            const auto o = decoder.next();
            QCOMPARE(o.status, FrameDecoder::Status::Rejected);
            QCOMPARE(o.reason, RejectReason::BadLength);
            QCOMPARE(decoder.bufferedBytes(), 0); // nothing kept, nothing reserved
        }
        // At the cap: waits for the payload instead.
        QByteArray header = toWitness().encode(MessageType::Result, {}).first(kFrameHeaderBytes);
        qToLittleEndian<std::uint32_t>(std::uint32_t(maxPayloadBytes(MessageType::Result)),
                                       header.data() + 8);
        QCOMPARE(decodeOne(header).status, FrameDecoder::Status::NeedMore);
    }

    void everySingleBitFlipIsRefused()
    {
        const QByteArray good =
            toWitness().encode(MessageType::Committed, encodeCommitted({{5, 6, 7, 8, 0}}));
        QCOMPARE(decodeOne(good).status, FrameDecoder::Status::Frame);
        for (qsizetype i = 0; i < good.size(); ++i) {
            for (int bit = 0; bit < 8; ++bit) {
                QByteArray bad = good;
                bad[i] = char(bad[i] ^ (1 << bit));
                QVERIFY2(decodeOne(bad).status != FrameDecoder::Status::Frame,
                         qPrintable(QStringLiteral("byte %1 bit %2").arg(i).arg(bit)));
            }
        }
    }

    void outOfRangeFields_data()
    {
        QTest::addColumn<QByteArray>("payload");
        QTest::addColumn<int>("type");
        auto hello = [](auto change) {
            HelloMessage m{validParameters(), facts()};
            change(m);
            return encodeHello(m);
        };
        const int h = int(MessageType::Hello);
        QTest::newRow("blockSize 1000")
            << hello([](HelloMessage &m) { m.parameters.blockSize = 1000; }) << h;
        QTest::newRow("blockSize 256")
            << hello([](HelloMessage &m) { m.parameters.blockSize = 256; }) << h;
        QTest::newRow("blockSize 128k")
            << hello([](HelloMessage &m) { m.parameters.blockSize = 131072; }) << h;
        QTest::newRow("areaBlocks 0")
            << hello([](HelloMessage &m) { m.parameters.areaBlocks = 0; }) << h;
        QTest::newRow("cold+ring > area")
            << hello([](HelloMessage &m) { m.parameters.ringBlocks = 4000; }) << h;
        QTest::newRow("area wraps 64 bits")
            << hello([](HelloMessage &m) { m.parameters.areaBlocks = ~0ULL / 2; }) << h;
        QTest::newRow("offset unaligned")
            << hello([](HelloMessage &m) { m.parameters.areaOffsetBytes = 100; }) << h;
        QTest::newRow("maxWriteBlocks 0")
            << hello([](HelloMessage &m) { m.parameters.maxWriteBlocks = 0; }) << h;
        QTest::newRow("write > 128 KiB")
            << hello([](HelloMessage &m) { m.parameters.maxWriteBlocks = 33; }) << h;
        QTest::newRow("workers 0") << hello([](HelloMessage &m) { m.parameters.workers = 0; }) << h;
        QTest::newRow("run id zero")
            << hello([](HelloMessage &m) { m.parameters.runId = {}; }) << h;
        QTest::newRow("unsafe shutdowns -2")
            << hello([](HelloMessage &m) { m.facts.unsafeShutdowns = -2; }) << h;
        QByteArray method = encodeHello({validParameters(), facts()});
        method[16 + 4 + 8 * 4 + 4 + 8] = char(9); // CommitMethod after the seed
        QTest::newRow("method 9") << method << h;
        QByteArray longString = encodeHello({validParameters(), facts()});
        const qsizetype factsAt = 16 + 4 + 8 * 4 + 4 + 8 + 1 + 4 + 4;
        setU16(longString, factsAt, std::uint16_t(kMaxFactBytes + 1)); // hostName length
        longString.insert(factsAt + 2, QByteArray(int(kMaxFactBytes), 'x'));
        QTest::newRow("string too long") << longString << h;
        QTest::newRow("hello trailing byte")
            << encodeHello({validParameters(), facts()}) + '\0' << h;
        QByteArray flag = encodeHello({validParameters(), facts()});
        flag[flag.size() - 1] = char(2);
        QTest::newRow("bool 2") << flag << h;

        const int c = int(MessageType::Committed);
        QTest::newRow("commits decreasing")
            << encodeCommitted({{5, 0, 1, 0, 0}, {4, 0, 1, 0, 0}}) << c;
        QTest::newRow("commit seq 0") << encodeCommitted({{0, 0, 1, 0, 0}}) << c;
        QTest::newRow("commit 0 blocks") << encodeCommitted({{1, 0, 0, 0, 0}}) << c;
        QTest::newRow("no commits") << encodeCommitted({}) << c;
        QTest::newRow("commit count lies") << encodeCommitted({{1, 0, 1, 0, 0}}).chopped(1) << c;
        QTest::newRow("heartbeat committed > issued")
            << encodeHeartbeat({5, 6, 0}) << int(MessageType::Heartbeat);
        QTest::newRow("reject code 0")
            << encodeReject({RejectReason::None, ""}) << int(MessageType::Reject);
        QTest::newRow("reject code 99")
            << encodeReject({RejectReason(99), ""}) << int(MessageType::Reject);
        QTest::newRow("ledger request zero id")
            << encodeRunId({}) << int(MessageType::LedgerRequest);
        QTest::newRow("result not JSON")
            << encodeResult({validParameters().runId, "PASS"}) << int(MessageType::Result);
        QTest::newRow("hwm short") << encodeSeq(1).chopped(1) << int(MessageType::Hwm);
    }

    void outOfRangeFields()
    {
        QFETCH(QByteArray, payload);
        QFETCH(int, type);
        switch (MessageType(type)) {
        case MessageType::Hello:
            QVERIFY(!decodeHello(payload));
            break;
        case MessageType::Committed:
            QVERIFY(!decodeCommitted(payload));
            break;
        case MessageType::Heartbeat:
            QVERIFY(!decodeHeartbeat(payload));
            break;
        case MessageType::Reject:
            QVERIFY(!decodeReject(payload));
            break;
        case MessageType::LedgerRequest:
            QVERIFY(!decodeRunId(payload));
            break;
        case MessageType::Result:
            QVERIFY(!decodeResult(payload));
            break;
        default:
            QVERIFY(!decodeSeq(payload));
        }
    }

    void everyReasonHasText()
    {
        QSet<QString> texts;
        for (std::uint16_t r = 0; r <= kLastRejectReason; ++r)
            texts.insert(rejectReasonText(RejectReason(r)));
        QCOMPARE(texts.size(), int(kLastRejectReason) + 1);
    }

    void pairingCodes()
    {
        const QString code = generatePairingCode();
        QVERIFY2(
            QRegularExpression(QStringLiteral("^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){2}$"))
                .match(code)
                .hasMatch(),
            qPrintable(code));
        QVERIFY(generatePairingCode() != code);
        QCOMPARE(normalizePairingCode(code), code);
        QCOMPARE(normalizePairingCode(u" k7qd m2xf-9hbt\t"), QStringLiteral("K7QD-M2XF-9HBT"));
        QCOMPARE(normalizePairingCode(u"K7QDM2XF9HBT"), QStringLiteral("K7QD-M2XF-9HBT"));
        // Read aloud and typed back: O is zero, I and L are one.
        QCOMPARE(normalizePairingCode(u"oIlq-0000-1111"), QStringLiteral("011Q-0000-1111"));
        QVERIFY(!normalizePairingCode(u"K7QD-M2XF-9HB"));   // short
        QVERIFY(!normalizePairingCode(u"K7QD-M2XF-9HBTX")); // long
        QVERIFY(!normalizePairingCode(u"K7QD-M2XF-9HBU"));  // U is not in the alphabet
        QVERIFY(!normalizePairingCode(u"K7QD_M2XF_9HBT"));
        QVERIFY(!normalizePairingCode(u""));
        QVERIFY(pairingKey(QStringLiteral("K7QD-M2XF-9HBT")).endsWith("K7QD-M2XF-9HBT"));
        QVERIFY(pairingKey(QStringLiteral("K7QD-M2XF-9HBT")) !=
                pairingKey(QStringLiteral("K7QD-M2XF-9HBV")));
        QCOMPARE(pairingKey(*normalizePairingCode(u"k7qd m2xf 9hbt")), kKey);
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
    void handshakeBindsBothEnds()
    {
        const QByteArray salt = randomBytes(kSaltBytes);
        const auto witnessKey = deriveWitnessKey(kKey, salt);
        QVERIFY(witnessKey);
        const RunId run = validParameters().runId;

        struct Result
        {
            ClientHandshake::Step client = ClientHandshake::Step::Continue;
            ServerHandshake::Step server = ServerHandshake::Step::Continue;
            RejectReason clientWhy = RejectReason::None, serverWhy = RejectReason::None;
            QByteArray proof; // what the client sent as CLIENT_PROOF
            SessionBinding clientSession, serverSession;
        };
        auto talk = [&](const QByteArray &clientSecret, const QByteArray *replayProof) {
            Result r;
            ClientHandshake client(clientSecret, PeerRole::Writer, run);
            ServerHandshake server(&*witnessKey, &salt);
            auto frameOf = [](const QByteArray &bytes) {
                FrameDecoder d;
                d.feed(bytes);
                auto o = d.next();
                return o.frame;
            };
            QByteArray toClient, toServer;
            r.server = server.onFrame(frameOf(client.start()), &toClient);
            r.client = client.onFrame(frameOf(toClient), &toServer);
            r.proof = frameOf(toServer).payload;
            if (replayProof)
                toServer = FrameEncoder().encode(MessageType::ClientProof, *replayProof);
            toClient.clear();
            r.server = server.onFrame(frameOf(toServer), &toClient);
            r.serverWhy = server.failure();
            if (r.server == ServerHandshake::Step::Established) {
                r.client = client.onFrame(frameOf(toClient), &toServer);
                r.clientWhy = client.failure();
            }
            r.clientSession = client.session();
            r.serverSession = server.session();
            return r;
        };

        const Result good = talk(kKey, nullptr);
        QCOMPARE(good.server, ServerHandshake::Step::Established);
        QCOMPARE(good.client, ClientHandshake::Step::Established);
        QCOMPARE(good.clientSession.key, good.serverSession.key);
        QCOMPARE(good.clientSession.sessionId, good.serverSession.sessionId);
        QVERIFY(good.clientSession.runId == run);
        // A frame of this session passes only in this session.
        const QByteArray frame =
            FrameEncoder(good.clientSession, Direction::ToWitness).encode(MessageType::Bye, {});
        QCOMPARE(decodeOne(frame, good.serverSession).status, FrameDecoder::Status::Frame);

        const Result again = talk(kKey, nullptr);
        QVERIFY(again.serverSession.key != good.serverSession.key); // fresh nonces, fresh keys
        QCOMPARE(decodeOne(frame, again.serverSession).reason, RejectReason::BadHmac);

        // A recorded CLIENT_PROOF against a fresh challenge: refused.
        const Result replayed = talk(kKey, &good.proof);
        QCOMPARE(replayed.server, ServerHandshake::Step::Failed);
        QCOMPARE(replayed.serverWhy, RejectReason::BadHmac);

        // The wrong code: the witness refuses, and never sends a proof of its own.
        const Result wrong = talk(pairingKey(QStringLiteral("AAAA-BBBB-CCCC")), nullptr);
        QCOMPARE(wrong.server, ServerHandshake::Step::Failed);
        QCOMPARE(wrong.serverWhy, RejectReason::BadHmac);

        // A fake witness (another code): the client refuses its SERVER_PROOF.
        const QByteArray otherKey = *deriveWitnessKey(pairingKey(u"AAAA-BBBB-CCCC"_s), salt);
        ClientHandshake client(kKey, PeerRole::Writer, run);
        ServerHandshake fake(&otherKey, &salt);
        QByteArray a, b;
        FrameDecoder d1, d2, d3;
        d1.feed(client.start());
        fake.onFrame(d1.next().frame, &a);
        d2.feed(a);
        QCOMPARE(client.onFrame(d2.next().frame, &b), ClientHandshake::Step::Continue);
        // The fake witness cannot check the proof; say it answers with its own.
        const HandshakeKeys fakeKeys = handshakeKeys(runKey(otherKey, run), {}, {});
        d3.feed(FrameEncoder().encode(MessageType::ServerProof, fakeKeys.serverProof));
        QCOMPARE(client.onFrame(d3.next().frame, &b), ClientHandshake::Step::Failed);
        QCOMPARE(client.failure(), RejectReason::BadHmac);

        // Per-run keys: the same witness key gives unrelated keys to two runs.
        RunId other = run;
        other[0] ^= 1;
        QVERIFY(runKey(*witnessKey, run) != runKey(*witnessKey, other));
    }

    void passwordHashIsSaltedAndTakesUnderASecond()
    {
        const QByteArray saltA = randomBytes(kSaltBytes);
        const QByteArray saltB = randomBytes(kSaltBytes);
        const auto a = deriveWitnessKey(kKey, saltA);
        const std::int64_t ns = lastDerivationNs();
        QVERIFY(a);
        const auto b = deriveWitnessKey(kKey, saltB);
        QVERIFY(b && *a != *b);                       // salted
        QCOMPARE(*deriveWitnessKey(kKey, saltA), *a); // deterministic (and cached)
        QVERIFY(!deriveWitnessKey(kKey, QByteArray(3, 's')));
        qInfo("Argon2id (ops 2, 64 MiB): %.0f ms", double(ns) / 1e6);
        QVERIFY2(ns > 1'000'000, "far too cheap to slow down guessing"); // > 1 ms
        QVERIFY2(ns < 1'000'000'000, "a writer derives it once per run in under a second");
    }

    void unauthenticatedDecoderRefusesSessionFramesFromTheHeader()
    {
        for (MessageType type : {MessageType::Hello, MessageType::LedgerRequest,
                                 MessageType::Result, MessageType::Hwm}) {
            FrameDecoder decoder;
            decoder.feed(toWitness().encode(type, {}).first(kFrameHeaderBytes));
            const auto o = decoder.next();
            QCOMPARE(o.status, FrameDecoder::Status::Rejected);
            QCOMPARE(o.reason, RejectReason::UnexpectedMessage);
        }
        // Unsigned frames must really be unsigned: a seq or a MAC is refused.
        FrameDecoder decoder;
        decoder.feed(
            FrameEncoder().encodeWithSeq(MessageType::ClientProof, QByteArray(32, 'p'), 1));
        QCOMPARE(decoder.next().status, FrameDecoder::Status::Rejected);
    }

    void addressesToTypeOnTheOtherMachine()
    {
        using DriveProof::PowerLoss::Net::addressesToType;
        QCOMPARE(addressesToType(u"192.0.2.7"_s, 7070), QStringList{u"192.0.2.7:7070"_s});
        QCOMPARE(addressesToType(u"[2001:db8::7]"_s, 80), QStringList{u"[2001:db8::7]:80"_s});
        // A wildcard lists this machine's own addresses: never loopback, always the port,
        // each one something the writer's address field accepts.
        for (const QString &any : {u"0.0.0.0"_s, u"[::]"_s, QString()}) {
            for (const QString &a : addressesToType(any, 7070)) {
                QVERIFY2(a.endsWith(u":7070"_s), qPrintable(a));
                QVERIFY2(!a.startsWith(u"127."_s) && !a.startsWith(u"[::1]"_s), qPrintable(a));
                QVERIFY2(DriveProof::PowerLoss::Net::parseEndpoint(a), qPrintable(a));
            }
        }
        for (const QString &a : addressesToType(u"0.0.0.0"_s, 1))
            QVERIFY2(!a.startsWith(u'['), qPrintable(a)); // IPv4 only on 0.0.0.0
    }

    void endpoints()
    {
        using DriveProof::PowerLoss::Net::parseEndpoint;
        QCOMPARE(parseEndpoint(u"192.0.2.1:7070")->host, std::string("192.0.2.1"));
        QCOMPARE(parseEndpoint(u"192.0.2.1:7070")->port, 7070);
        QCOMPARE(parseEndpoint(u"witness.lan:1")->host, std::string("witness.lan"));
        QCOMPARE(parseEndpoint(u"[::1]:7070")->host, std::string("::1"));
        QCOMPARE(parseEndpoint(u"[fe80::1%eth0]:80")->host, std::string("fe80::1%eth0"));
        QCOMPARE(parseEndpoint(u"0.0.0.0:0")->port, 0);
        QVERIFY(!parseEndpoint(u"::1:7070")); // IPv6 needs brackets
        QVERIFY(!parseEndpoint(u"host:65536"));
        QVERIFY(!parseEndpoint(u"host:"));
        QVERIFY(!parseEndpoint(u"host"));
        QVERIFY(!parseEndpoint(u"[::1]7070"));
        QVERIFY(!parseEndpoint(u"host:70x"));
    }
};

QTEST_GUILESS_MAIN(TestPlProtocol)
#include "tst_plprotocol.moc"
