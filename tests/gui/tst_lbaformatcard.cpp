// The NVMe namespace's LBA formats on the drive page (issue 23): once the health read brings
// Identify Namespace, the topology card lists every format by the sector sizes, marks the
// one in use and says in words whether a faster one is offered and what switching would
// cost (the command named, never run); in English and again in German at runtime; gone for
// the next drive. DRIVEPROOF_SCREENSHOT_DIR saves the page in both languages.
#include "testpages.h"

#include "hexfixture.h"
#include "settingsdialog.h"
#include "topologycard.h"

#include <QLabel>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace DriveProof;
using namespace Qt::StringLiterals;

namespace {

Health::HealthSummary nvmeWithFormats()
{
    Health::HealthSummary h = TestDevices::nvmeCaution();
    const HexFixture fx = readHexFixture(u"nvme/identify-namespace-client-512.hex"_s);
    if (!fx.error.isEmpty())
        qFatal("%s", qPrintable(fx.error));
    h.records.nvmeIdentifyNamespace = fx.bytes;
    return h;
}

QString formatsText(Gui::DrivePage &page)
{
    const QLabel *label = page.topologyCard()->valueLabel(u"lbaFormats"_s);
    return label ? label->text() : QString();
}

QString adviceText(Gui::DrivePage &page)
{
    return page.topologyCard()->findChild<QLabel *>(u"lbaFormatAdvice"_s)->text();
}

} // namespace

class TestLbaFormatCard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
        // The health card keeps a drive's first reading: here, not in the user's data.
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_config.path()));
        qputenv("LANGUAGE", "en");
        Gui::applyLanguage(QString());
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    void cleanup() { Gui::applyLanguage(QString()); }

    void formatsBySectorSizes()
    {
        Gui::DrivePage page;
        const Device::DeviceInfo nvme = TestDevices::nvmeSsd();
        TestPages::showDrive(page, nvme);
        QVERIFY(formatsText(page).isEmpty()); // nothing before the health read
        page.setHealth(nvme.path, nvmeWithFormats());
        QCOMPARE(formatsText(page), u"0: 512 bytes, good (in use)\n1: 4,096 bytes, better"_s);
        const QString advice = adviceText(page);
        QVERIFY2(advice.contains("nvme format /dev/nvme0n1 --lbaf=1"_L1), qPrintable(advice));
        QVERIFY2(advice.contains("erases"_L1), qPrintable(advice));
        QVERIFY(!page.topologyCard()->findChild<QLabel *>(u"lbaFormatAdvice"_s)->isHidden());

        // Another drive: its own facts, not the NVMe drive's formats.
        TestPages::showDrive(page, TestDevices::sataHdd512e());
        QVERIFY(formatsText(page).isEmpty());
        QVERIFY(page.topologyCard()->findChild<QLabel *>(u"lbaFormatAdvice"_s)->isHidden());
    }

    void saidAgainInGerman()
    {
        QTranslator german;
        QVERIFY(german.load(u":/i18n/driveproof_de.qm"_s));
        Gui::DrivePage page;
        const Device::DeviceInfo nvme = TestDevices::nvmeSsd();
        TestPages::showDrive(page, nvme);
        page.setHealth(nvme.path, nvmeWithFormats());
        const QString english = adviceText(page);
        Gui::applyLanguage(u"de"_s);
        const QString inUse = german.translate("DriveProof::Gui::TopologyCard", "%1: %2 (in use)");
        QVERIFY(!inUse.isEmpty());
        QTRY_VERIFY(formatsText(page).startsWith(QString(inUse).replace(u"%1"_s, u"0"_s).left(3)));
        QTRY_VERIFY(adviceText(page) != english);
        QVERIFY(adviceText(page).contains("nvme format /dev/nvme0n1 --lbaf=1"_L1));
        QVERIFY(formatsText(page).contains(
            german.translate("DriveProof::Health", "better", "LBA format performance")));
    }

    void saveScreenshots()
    {
        const QString dir = qEnvironmentVariable("DRIVEPROOF_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set DRIVEPROOF_SCREENSHOT_DIR to save pictures of the page");
        for (const QString &lang : {u"en"_s, u"de"_s}) {
            Gui::applyLanguage(lang);
            Gui::DrivePage page;
            const Device::DeviceInfo nvme = TestDevices::nvmeSsd();
            TestPages::showDrive(page, nvme);
            page.setHealth(nvme.path, nvmeWithFormats());
            page.resize(1000, 1300);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            QTest::qWait(50);
            QVERIFY(page.grab().save(dir + u"/lbaf-page-"_s + lang + u".png"_s));
            page.topologyCard()->resize(480, page.topologyCard()->sizeHint().height());
            QVERIFY(page.topologyCard()->grab().save(dir + u"/lbaf-card-"_s + lang + u".png"_s));
        }
    }

private:
    QTemporaryDir m_config;
};

QTEST_MAIN(TestLbaFormatCard)
#include "tst_lbaformatcard.moc"
