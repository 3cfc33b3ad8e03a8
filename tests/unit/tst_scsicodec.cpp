// SCSI caching page codec on byte layouts as drives send them (tests/fixtures/scsi):
// CDBs byte by byte, MODE SENSE(10) replies for every page control, the MODE SELECT(10)
// parameter list, sense data in both formats, and malformed replies that must give clear
// errors without reading past the buffer (the sanitizer and fuzz builds check the latter).
#include "cache/scsicodec.h"
#include "hexfixture.h"

#include <QTest>

using namespace DriveProof;
using namespace DriveProof::Cache;

namespace {

QByteArray fixture(const char *name)
{
    const HexFixture fx = readHexFixture(QStringLiteral("scsi/") + QLatin1String(name));
    if (!fx.error.isEmpty())
        qFatal("%s", qPrintable(fx.error));
    return fx.bytes;
}

QByteArray bytes(std::initializer_list<int> list)
{
    QByteArray out;
    for (int b : list)
        out.append(char(b));
    return out;
}

QByteArray cdbBytes(const ScsiCdb10 &cdb)
{
    return QByteArray(reinterpret_cast<const char *>(cdb.data()), qsizetype(cdb.size()));
}

} // namespace

class TestScsiCodec : public QObject
{
    Q_OBJECT

private slots:
    void modeSenseCdb_data()
    {
        QTest::addColumn<PageControl>("pc");
        QTest::addColumn<int>("byte2");
        QTest::newRow("current") << PageControl::Current << 0x08;
        QTest::newRow("changeable") << PageControl::Changeable << 0x48;
        QTest::newRow("default") << PageControl::Default << 0x88;
        QTest::newRow("saved") << PageControl::Saved << 0xC8;
    }
    void modeSenseCdb()
    {
        QFETCH(PageControl, pc);
        QFETCH(int, byte2);
        // 5Ah, DBD, PC|08h, subpage 0, reserved x3, allocation length 00FCh, control 0.
        QCOMPARE(cdbBytes(buildModeSenseCaching(pc)),
                 bytes({0x5A, 0x08, byte2, 0x00, 0x00, 0x00, 0x00, 0x00, 0xFC, 0x00}));
    }
    void modeSenseAllocationLength()
    {
        const ScsiCdb10 cdb = buildModeSenseCaching(PageControl::Current, 0x1234);
        QCOMPARE(cdb[7], quint8(0x12));
        QCOMPARE(cdb[8], quint8(0x34));
    }
    void modeSelectCdb()
    {
        QCOMPARE(cdbBytes(buildModeSelect(28, false)),
                 bytes({0x55, 0x10, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x1C, 0x00}));
        QCOMPARE(cdbBytes(buildModeSelect(0x0123, true)),
                 bytes({0x55, 0x11, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x23, 0x00}));
    }

    void sasHddPages()
    {
        const auto current =
            parseCachingModeSense(fixture("sas-hdd-caching-current.hex"), PageControl::Current);
        QVERIFY2(current, qPrintable(current ? QString() : current.error().message));
        QCOMPARE(current->pageControl, PageControl::Current);
        QVERIFY(current->wce);
        QVERIFY(!current->rcd);
        QVERIFY(current->pageSaveable);
        QCOMPARE(current->mediumType, quint8(0));
        QCOMPARE(current->page.size(), 20);
        QCOMPARE(quint8(current->page[0]), quint8(0x88));

        const auto mask = parseCachingModeSense(fixture("sas-hdd-caching-changeable.hex"),
                                                PageControl::Changeable);
        QVERIFY(mask);
        QVERIFY(mask->wce); // WCE may be changed
        QVERIFY(mask->rcd);

        const auto saved =
            parseCachingModeSense(fixture("sas-hdd-caching-saved.hex"), PageControl::Saved);
        QVERIFY(saved);
        QVERIFY(!saved->wce); // off at the next power on
        QVERIFY(saved->pageSaveable);
    }
    void usbBridgeSkipsBlockDescriptor()
    {
        const auto current =
            parseCachingModeSense(fixture("usb-bridge-caching-current.hex"), PageControl::Current);
        QVERIFY(current);
        QVERIFY(current->wce);
        QVERIFY(!current->pageSaveable);
        QCOMPARE(current->page.left(3), bytes({0x08, 0x12, 0x04}));
        const auto mask = parseCachingModeSense(fixture("usb-bridge-caching-changeable.hex"),
                                                PageControl::Changeable);
        QVERIFY(mask);
        QVERIFY(!mask->wce);
    }
    void shortScsi2Page()
    {
        const auto page =
            parseCachingModeSense(fixture("old-drive-caching-short.hex"), PageControl::Current);
        QVERIFY(page);
        QVERIFY(!page->wce);
        QVERIFY(page->rcd);
        QCOMPARE(page->page.size(), 12);
    }
    void walksPastOtherPages()
    {
        // A bridge that answers with the control page (0Ah) before the caching page.
        QByteArray reply =
            bytes({0x00, 0x1A, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0A, 0x0A, 0x02, 0x00,
                   0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x08, 0x02, 0x04, 0x00});
        reply[1] = char(reply.size() - 2);
        const auto page = parseCachingModeSense(reply, PageControl::Current);
        QVERIFY2(page, qPrintable(page ? QString() : page.error().message));
        QVERIFY(page->wce);
        QCOMPARE(page->page.size(), 4);
    }
    void ignoresBytesPastModeDataLength()
    {
        QByteArray reply = fixture("sas-hdd-caching-current.hex");
        reply.append(64, char(0xEE)); // the rest of the allocation length, uninitialised
        const auto page = parseCachingModeSense(reply, PageControl::Current);
        QVERIFY(page);
        QCOMPARE(page->page.size(), 20);
    }

    void modeSelectKeepsOtherBits()
    {
        const auto current =
            parseCachingModeSense(fixture("sas-hdd-caching-current.hex"), PageControl::Current);
        QVERIFY(current);
        const Result<QByteArray> off = buildCachingModeSelectList(current.value(), false);
        QVERIFY(off);
        // Header: mode data length zero (reserved), medium type as read, device-specific
        // zero (DPOFUA not echoed), no block descriptors. Page: PS cleared, WCE cleared,
        // DISC and every other byte kept.
        QCOMPARE(off.value(), bytes({0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x08, 0x12,
                                     0x10, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF,
                                     0x80, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00}));
        const Result<QByteArray> on = buildCachingModeSelectList(current.value(), true);
        QVERIFY(on);
        QCOMPARE(quint8(on.value()[10]), quint8(0x14));
        QCOMPARE(on->size(), 28);
    }
    void modeSelectNeedsCompleteCurrentPage()
    {
        auto saved =
            parseCachingModeSense(fixture("sas-hdd-caching-saved.hex"), PageControl::Saved);
        QVERIFY(saved);
        QVERIFY(!buildCachingModeSelectList(saved.value(), true)); // not the current page
        ScsiCachingPage truncated = saved.value();
        truncated.pageControl = PageControl::Current;
        truncated.page.chop(1); // page length byte now lies
        QVERIFY(!buildCachingModeSelectList(truncated, true));
        ScsiCachingPage other = saved.value();
        other.pageControl = PageControl::Current;
        other.page[0] = char(0x0A);
        const auto wrongCode = buildCachingModeSelectList(other, true);
        QVERIFY(!wrongCode);
        QVERIFY(!wrongCode.error().message.isEmpty());
    }

    void malformedReplies_data()
    {
        QTest::addColumn<QByteArray>("reply");
        const QByteArray good = fixture("sas-hdd-caching-current.hex");
        auto patched = [&](int index, int value) {
            QByteArray copy = good;
            copy[index] = char(value);
            return copy;
        };
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("7 bytes") << good.left(7);
        QTest::newRow("header only") << good.left(8);
        QTest::newRow("mode data length 0") << patched(1, 0x00);
        QTest::newRow("mode data length shorter than page") << patched(1, 0x0A);
        QTest::newRow("truncated reply") << good.left(20);
        QTest::newRow("block descriptors past end") << patched(7, 0x40);
        QTest::newRow("block descriptors 0xFFFF") << patched(6, 0xFF);
        QTest::newRow("page length lies") << patched(9, 0xFF);
        QTest::newRow("page code 0Ah") << patched(8, 0x8A);
        QTest::newRow("subpage format") << patched(8, 0xC8);
        QTest::newRow("page length 0")
            << bytes({0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x88, 0x00});
        QTest::newRow("all 0xFF") << QByteArray(300, char(0xFF));
    }
    void malformedReplies()
    {
        QFETCH(QByteArray, reply);
        // Exactly the buffer's bytes: a copy, so ASan sees any read past it.
        const QByteArray exact(reply.constData(), reply.size());
        const auto page = parseCachingModeSense(exact, PageControl::Current);
        QVERIFY(!page);
        QVERIFY(!page.error().message.isEmpty());
    }

    void senseFixedInvalidFieldInCdb()
    {
        const auto sense = parseSense(fixture("sense-fixed-invalid-field-cdb.hex"));
        QVERIFY(sense);
        QVERIFY(!sense->descriptorFormat);
        QVERIFY(!sense->deferred);
        QCOMPARE(sense->senseKey, SenseKey::IllegalRequest);
        QCOMPARE(sense->asc, quint8(0x24));
        QCOMPARE(sense->ascq, quint8(0x00));
        QVERIFY(!senseIsBenign(sense.value()));
        const QString save = explainSense(sense.value(), ModeOperation::SelectSave);
        QVERIFY2(save.contains(QLatin1String("does not support saving this page")),
                 qPrintable(save));
        QVERIFY2(save.contains(QLatin1String("ILLEGAL REQUEST, 24h/00h INVALID FIELD IN CDB")),
                 qPrintable(save));
        QVERIFY(explainSense(sense.value(), ModeOperation::SenseSaved)
                    .contains(QLatin1String("saving")));
        QVERIFY(explainSense(sense.value(), ModeOperation::SenseCurrent)
                    .contains(QLatin1String("does not report the caching mode page")));
        QVERIFY(
            explainSense(sense.value(), ModeOperation::Select).contains(QLatin1String("rejected")));
    }
    void senseDescriptorSavingNotSupported()
    {
        const auto sense = parseSense(fixture("sense-descriptor-saving-not-supported.hex"));
        QVERIFY(sense);
        QVERIFY(sense->descriptorFormat);
        QCOMPARE(sense->senseKey, SenseKey::IllegalRequest);
        QCOMPARE(sense->asc, quint8(0x39));
        const QString text = explainSense(sense.value(), ModeOperation::SelectSave);
        QVERIFY(text.contains(QLatin1String("next power cycle")));
        QVERIFY(text.contains(QLatin1String("39h/00h SAVING PARAMETERS NOT SUPPORTED")));
    }
    void senseUnitAttentionAndNotReady()
    {
        const auto ua = parseSense(fixture("sense-fixed-unit-attention.hex"));
        QVERIFY(ua);
        QCOMPARE(ua->senseKey, SenseKey::UnitAttention);
        QCOMPARE(ascName(ua->asc, ua->ascq), QStringLiteral("2Ah/01h MODE PARAMETERS CHANGED"));
        QVERIFY(explainSense(ua.value(), ModeOperation::SenseCurrent)
                    .contains(QLatin1String("try again")));
        const auto nr = parseSense(fixture("sense-fixed-no-asc.hex"));
        QVERIFY(nr);
        QCOMPARE(nr->senseKey, SenseKey::NotReady);
        QCOMPARE(nr->asc, quint8(0));
        QVERIFY(explainSense(nr.value(), ModeOperation::SenseCurrent)
                    .contains(QLatin1String("NOT READY")));
    }
    void senseBenignAndDeferred()
    {
        const auto recovered = parseSense(
            bytes({0x71, 0x00, 0x01, 0, 0, 0, 0, 0x0A, 0, 0, 0, 0, 0x17, 0x01, 0, 0, 0, 0}));
        QVERIFY(recovered);
        QVERIFY(recovered->deferred);
        QVERIFY(senseIsBenign(recovered.value()));
        const auto noSense = parseSense(bytes({0x72, 0x00, 0x00, 0x00}));
        QVERIFY(noSense);
        QVERIFY(senseIsBenign(noSense.value()));
    }
    void senseNames()
    {
        QCOMPARE(senseKeyName(0x5), QStringLiteral("ILLEGAL REQUEST"));
        QCOMPARE(senseKeyName(0xFF), QStringLiteral("COMPLETED")); // only bits 3-0 count
        QCOMPARE(ascName(0x5D, 0x00), QStringLiteral("5Dh/00h"));
        QCOMPARE(ascName(0x04, 0x02), QStringLiteral("04h/02h LOGICAL UNIT NOT READY"));
    }
    void malformedSense_data()
    {
        QTest::addColumn<QByteArray>("sense");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("fixed, 2 bytes") << bytes({0x70, 0x00});
        QTest::newRow("descriptor, 3 bytes") << bytes({0x72, 0x05, 0x24});
        QTest::newRow("response code 00h") << bytes({0x00, 0x00, 0x05, 0x00});
        QTest::newRow("vendor format 7Fh")
            << bytes({0x7F, 0x00, 0x05, 0x00, 0x00, 0x00, 0x00, 0x0A});
    }
    void malformedSense()
    {
        QFETCH(QByteArray, sense);
        const QByteArray exact(sense.constData(), sense.size());
        const auto parsed = parseSense(exact);
        QVERIFY(!parsed);
        QVERIFY(!parsed.error().message.isEmpty());
    }
    void fixedSenseLengthLies()
    {
        // Additional sense length 0xFF, but the buffer ends before or at the ASC.
        QByteArray sense = bytes({0x70, 0x00, 0x05, 0, 0, 0, 0, 0xFF, 0, 0, 0, 0, 0x24});
        auto parsed = parseSense(QByteArray(sense.constData(), sense.size()));
        QVERIFY(parsed);
        QCOMPARE(parsed->asc, quint8(0)); // not present: not read
        sense.append(char(0x00));
        parsed = parseSense(QByteArray(sense.constData(), sense.size()));
        QVERIFY(parsed);
        QCOMPARE(parsed->asc, quint8(0x24));
    }
};

QTEST_GUILESS_MAIN(TestScsiCodec)
#include "tst_scsicodec.moc"
