// The drive page's cards given a drive, a state and a switch in progress say it all again
// when the language changes at runtime, compared with the German catalogue's words, and
// back in English once the switch has ended.
#include "testpages.h"

#include "healthcard.h"
#include "partitionscard.h"
#include "settingsdialog.h"
#include "topologycard.h"
#include "writecachecard.h"

#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace DriveProof;
using namespace Qt::StringLiterals;

class TestCardLanguages : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void cardsRebuildFromState();

private:
    QTemporaryDir m_config;
};

void TestCardLanguages::initTestCase()
{
    QVERIFY(m_config.isValid());
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
    // "System default" is English here, whatever the machine says.
    qputenv("LANGUAGE", "en");
    Gui::applyLanguage(QString());
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestCardLanguages::cleanup()
{
    Gui::applyLanguage(QString());
}

void TestCardLanguages::cardsRebuildFromState()
{
    // Cards given a drive, a state and a switch in progress say it all again in German.
    QTranslator german;
    QVERIFY(german.load(u":/i18n/driveproof_de.qm"_s));
    auto inGerman = [&german](const char *context, const char *source) {
        const QString t = german.translate(context, source);
        return t.isEmpty() ? QString::fromUtf8(source) : t;
    };
    const Device::DeviceInfo disk = TestDevices::sataHdd512e();
    const Cache::WriteCacheState on = TestDevices::ataOn();
    Gui::WriteCacheCard cache;
    cache.setDevice(disk);
    cache.setState(on);
    cache.setSwitching(true);
    const Health::HealthSummary good = TestDevices::ataGood();
    Gui::HealthCard health;
    health.setDevice(disk);
    health.setHealth(good);
    Gui::TopologyCard topology;
    topology.setDevice(disk);
    Gui::PartitionsCard partitions;
    partitions.setDevice(disk);
    partitions.setAlignment(TestDevices::reportFor(disk));
    const QString englishAdvice = partitions.adviceLabel()->text();
    QVERIFY(!englishAdvice.isEmpty());

    Gui::applyLanguage(u"de"_s);
    const char *const waiting = "Waiting for permission… If a password dialog opened, answer it "
                                "there.";
    QTRY_COMPARE(cache.statusLabel()->text(), inGerman("DriveProof::Gui::WriteCacheCard", waiting));
    QVERIFY(cache.statusLabel()->text() != QString::fromUtf8(waiting));
    QVERIFY(cache.isSwitching());
    QVERIFY(!cache.switchButton()->isEnabled()); // still waiting for the switch
    QCOMPARE(cache.valueLabel(u"driveCache"_s)->text(),
             inGerman("DriveProof::Gui::WriteCacheCard", "on"));
    QCOMPARE(health.badgeText(), inGerman("DriveProof::Gui::HealthCard", "Good"));
    QVERIFY(health.badgeText() != "Good"_L1);
    QCOMPARE(health.valueLabel(u"powerOnHours"_s)->text(), u"23.456"_s); // German digits
    QCOMPARE(topology.valueLabel(u"size"_s)->accessibleName(),
             inGerman("DriveProof::Gui::TopologyCard", "Size"));
    QCOMPARE(partitions.table()->horizontalHeaderItem(Gui::PartitionsCard::SizeColumn)->text(),
             inGerman("DriveProof::Gui::PartitionsCard", "Size"));
    QVERIFY(partitions.adviceLabel()->text() != englishAdvice); // the verdict's words

    // The switch ends while German is on; back in English it is said in English.
    Cache::WriteCacheState off = on;
    off.enabled = false;
    cache.setSwitchResult(off);
    Gui::applyLanguage(QString());
    QTRY_VERIFY(cache.statusLabel()->text().contains("cache is off now"_L1));
    QCOMPARE(health.badgeText(), u"Good"_s);
    QVERIFY(cache.switchButton()->isEnabled());
    QCOMPARE(cache.switchButton()->text(), u"Turn the cache on"_s);
}

QTEST_MAIN(TestCardLanguages)
#include "tst_cardlanguages.moc"
