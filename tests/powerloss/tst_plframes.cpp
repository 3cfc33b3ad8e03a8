// Every reason a power-loss frame or payload can be refused, each produced by a crafted
// frame: bad header fields, a length over the cap, every single bit flipped, fields out of
// range, and session frames before the handshake; and every reason has words.
#include "protocolrig.h"

#include <QTest>

using namespace DriveProof::PowerLoss;
using namespace PlProtocolRig;
using namespace Qt::StringLiterals;

class TestPlFrames : public QObject
{
    Q_OBJECT

private slots:
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
};

QTEST_GUILESS_MAIN(TestPlFrames)
#include "tst_plframes.moc"
