// The drive page and its cards, built from injected DeviceInfo values: texts, tooltips,
// verdicts and advice as a user would read them. No hardware, no pixels.
#include "testpages.h"

#include "card.h"
#include "drivelistmodel.h"
#include "drivepage.h"
#include "icons.h"
#include "identitycard.h"
#include "partitionscard.h"
#include "topologycard.h"

#include "common/translations.h"

#include <QLabel>
#include <QTableWidget>
#include <QtTest>

using namespace DriveProof;
using namespace TestDevices;
using namespace TestPages;
using Gui::PartitionsCard;

namespace {

QString cellText(const QTableWidget *table, int row, int column)
{
    const QTableWidgetItem *item = table->item(row, column);
    return item ? item->text() : QString();
}

} // namespace

class TestDrivePage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sataHddMisaligned();
    void verdictsWaitForAlignment();
    void nvmeSolidState();
    void loopDeviceShowsBackingFile();
    void missingFactsAreGreyedWithReason();
    void kernelViewNoteIsShown();
    void lateReportForAnotherDriveIsIgnored();
    void driveListModel();
    void saveScreenshots();
};

void TestDrivePage::initTestCase()
{
    QVERIFY(useEnglish());
}

void TestDrivePage::sataHddMisaligned()
{
    const Device::DeviceInfo info = sataHdd512e();
    Gui::DrivePage page;
    showDrive(page, info);

    QCOMPARE(Gui::driveType(info), Gui::DriveType::Hdd);
    QCOMPARE(page.findChild<QLabel *>(QStringLiteral("driveTitle"))->text(), info.model);
    const Gui::IdentityCard *identity = page.identityCard();
    QCOMPARE(value(identity, "device"), QStringLiteral("/dev/sda"));
    QCOMPARE(value(identity, "model"), info.model);
    QCOMPARE(value(identity, "vendor"), QStringLiteral("ATA"));
    QCOMPARE(value(identity, "serial"), info.serial);
    QCOMPARE(value(identity, "wwn"), info.wwn);
    QCOMPARE(value(identity, "transport"), QStringLiteral("SATA"));
    QCOMPARE(value(identity, "media"), QStringLiteral("7,200 rpm"));
    QCOMPARE(value(identity, "removable"), QStringLiteral("no"));

    const Gui::TopologyCard *topology = page.topologyCard();
    QCOMPARE(value(topology, "size"), QStringLiteral("2.0 TB (2,000,398,934,016 bytes)"));
    QCOMPARE(value(topology, "logicalSector"), QStringLiteral("512 bytes"));
    QCOMPARE(value(topology, "physicalSector"), QStringLiteral("4,096 bytes"));
    QCOMPARE(value(topology, "optimalIo"), QStringLiteral("not reported"));
    QCOMPARE(value(topology, "writeCache"), QStringLiteral("write back"));
    QCOMPARE(value(topology, "fua"), QStringLiteral("no"));
    QCOMPARE(value(topology, "mountedOn"), QStringLiteral("only its partitions, see Partitions"));

    const PartitionsCard *partitions = page.partitionsCard();
    const QTableWidget *table = partitions->table();
    QCOMPARE(table->rowCount(), 1);
    QCOMPARE(cellText(table, 0, PartitionsCard::PathColumn), QStringLiteral("/dev/sda1"));
    QCOMPARE(cellText(table, 0, PartitionsCard::StartSectorColumn), QStringLiteral("63"));
    QCOMPARE(cellText(table, 0, PartitionsCard::StartBytesColumn), QStringLiteral("32,256"));
    QCOMPARE(cellText(table, 0, PartitionsCard::SizeColumn), QStringLiteral("1.0 TB"));
    QCOMPARE(cellText(table, 0, PartitionsCard::MountedColumn), QStringLiteral("/srv/data"));
    QCOMPARE(cellText(table, 0, PartitionsCard::AlignmentColumn), QStringLiteral("Misaligned"));
    QVERIFY(!table->item(0, PartitionsCard::AlignmentColumn)->icon().isNull());
    QVERIFY(!table->item(0, PartitionsCard::AlignmentColumn)->toolTip().isEmpty());

    const QLabel *advice = partitions->adviceLabel();
    QVERIFY(!advice->isHidden());
    QVERIFY2(advice->text().contains(QLatin1String("sector 2048")), qPrintable(advice->text()));
    QVERIFY(advice->text().startsWith(QLatin1String("Misaligned: ")));
    QVERIFY(advice->wordWrap());
    QVERIFY(partitions->noteLabel()->isHidden());
}

void TestDrivePage::verdictsWaitForAlignment()
{
    Gui::DrivePage page;
    page.setDevice(sataHdd512e());
    const PartitionsCard *partitions = page.partitionsCard();
    QCOMPARE(partitions->table()->rowCount(), 1);
    QCOMPARE(cellText(partitions->table(), 0, PartitionsCard::AlignmentColumn),
             QStringLiteral("checking…"));
    QVERIFY(partitions->adviceLabel()->isHidden());
    QCOMPARE(partitions->table()->accessibleName(), QStringLiteral("Partitions of /dev/sda"));
}

void TestDrivePage::nvmeSolidState()
{
    const Device::DeviceInfo info = nvmeSsd();
    Gui::DrivePage page;
    showDrive(page, info);

    QCOMPARE(Gui::driveType(info), Gui::DriveType::Nvme);
    QCOMPARE(value(page.identityCard(), "media"), QStringLiteral("solid state"));
    QCOMPARE(value(page.identityCard(), "transport"), QStringLiteral("NVMe"));
    QCOMPARE(value(page.topologyCard(), "fua"), QStringLiteral("yes"));
    const QTableWidget *table = page.partitionsCard()->table();
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(cellText(table, 0, PartitionsCard::PathColumn), QStringLiteral("/dev/nvme0n1p1"));
    QCOMPARE(cellText(table, 0, PartitionsCard::StartSectorColumn), QStringLiteral("2048"));
    QCOMPARE(cellText(table, 1, PartitionsCard::StartSectorColumn), QStringLiteral("1050624"));
    QCOMPARE(cellText(table, 1, PartitionsCard::MountedColumn), QStringLiteral("/"));
    QCOMPARE(cellText(table, 0, PartitionsCard::AlignmentColumn), QStringLiteral("OK"));
    QCOMPARE(cellText(table, 1, PartitionsCard::AlignmentColumn), QStringLiteral("OK"));
    QVERIFY(page.partitionsCard()->adviceLabel()->isHidden());
}

void TestDrivePage::loopDeviceShowsBackingFile()
{
    const Device::DeviceInfo info = loopDevice();
    Gui::DrivePage page;
    showDrive(page, info);

    QCOMPARE(Gui::driveType(info), Gui::DriveType::Loop);
    QCOMPARE(page.findChild<QLabel *>(QStringLiteral("driveTitle"))->text(),
             QStringLiteral("disk-test.img"));
    const Gui::IdentityCard *identity = page.identityCard();
    QCOMPARE(value(identity, "backingFile"), info.backingFile);
    QCOMPARE(identity->valueLabel(QStringLiteral("model")), nullptr); // a file has no model
    QCOMPARE(value(identity, "media"), QStringLiteral("backed by a file"));
    QCOMPARE(value(page.topologyCard(), "mountedOn"), QStringLiteral("not mounted"));
    QVERIFY(page.partitionsCard()->table()->isHidden());
    const QLabel *empty =
        page.partitionsCard()->findChild<QLabel *>(QStringLiteral("partitionsEmpty"));
    QVERIFY(!empty->isHidden());
    QCOMPARE(empty->text(), QStringLiteral("The partition table lists no partitions."));
}

void TestDrivePage::missingFactsAreGreyedWithReason()
{
    const Device::DeviceInfo info = virtioWithGaps();
    Gui::DrivePage page;
    page.setDevice(info);

    const Gui::IdentityCard *identity = page.identityCard();
    const QLabel *model = identity->valueLabel(QStringLiteral("model"));
    QCOMPARE(model->text(), QStringLiteral("unknown"));
    QCOMPARE(model->toolTip(), QStringLiteral("not reported by this virtio device through sysfs"));
    QCOMPARE(model->accessibleDescription(), model->toolTip());
    // Greyed with the palette's placeholder colour, so dark themes keep it readable.
    QCOMPARE(model->palette().color(QPalette::WindowText),
             identity->palette().color(QPalette::PlaceholderText));
    QCOMPARE(value(identity, "serial"), QStringLiteral("unknown"));
    // No MissingFact for the vendor: a generic reason, still a tooltip.
    QCOMPARE(value(identity, "vendor"), QStringLiteral("unknown"));
    QVERIFY(!identity->valueLabel(QStringLiteral("vendor"))->toolTip().isEmpty());
    // Known values are not greyed.
    QCOMPARE(identity->valueLabel(QStringLiteral("device"))->palette().color(QPalette::WindowText),
             identity->palette().color(QPalette::WindowText));
    // Rotational but of unknown speed: said in the tooltip.
    QCOMPARE(value(identity, "media"), QStringLiteral("rotational"));
    QVERIFY(
        identity->valueLabel(QStringLiteral("media"))->toolTip().contains(QLatin1String("virtio")));
    // A missing fact without a row of its own is said in words.
    const QLabel *notes = identity->findChild<QLabel *>(QStringLiteral("identityNotes"));
    QVERIFY(!notes->isHidden());
    QVERIFY(notes->text().contains(QLatin1String("could not be opened")));
    QCOMPARE(Gui::driveType(info), Gui::DriveType::Generic);
}

void TestDrivePage::kernelViewNoteIsShown()
{
    const Device::DeviceInfo info = sataHdd512e();
    Alignment::AlignmentReport report = reportFor(info);
    report.tableType.clear();
    report.note =
        QStringLiteral("/dev/sda could not be opened; the kernel's partition list was used.");
    Gui::DrivePage page;
    page.setDevice(info);
    page.setAlignment(info.path, report);
    const QLabel *note = page.partitionsCard()->noteLabel();
    QVERIFY(!note->isHidden());
    QCOMPARE(note->text(), report.note);
}

void TestDrivePage::lateReportForAnotherDriveIsIgnored()
{
    Gui::DrivePage page;
    page.setDevice(nvmeSsd());
    page.setAlignment(QStringLiteral("/dev/sda"), reportFor(sataHdd512e()));
    QCOMPARE(cellText(page.partitionsCard()->table(), 0, PartitionsCard::AlignmentColumn),
             QStringLiteral("checking…"));
}

void TestDrivePage::driveListModel()
{
    Device::DeviceInfo noModel = virtioWithGaps();
    Gui::DriveListModel model;
    model.setDevices({sataHdd512e(), nvmeSsd(), loopDevice(), noModel});
    QCOMPARE(model.rowCount(), 4);
    const auto text = [&model](int row, int role) {
        return model.index(row).data(role).toString();
    };
    QCOMPARE(text(0, Qt::DisplayRole), QStringLiteral("ST2000DM008-2FR102"));
    QCOMPARE(text(0, Gui::DriveListModel::SubtitleRole), QStringLiteral("2.0 TB · /dev/sda"));
    QCOMPARE(text(1, Gui::DriveListModel::SubtitleRole), QStringLiteral("1.0 TB · /dev/nvme0n1"));
    // The loop device after every real disk, whatever order the probe gave.
    QCOMPARE(text(3, Qt::DisplayRole), QStringLiteral("disk-test.img"));
    QCOMPARE(text(3, Gui::DriveListModel::SubtitleRole), QStringLiteral("67.1 MB · /dev/loop3"));
    QCOMPARE(text(2, Qt::DisplayRole), QStringLiteral("/dev/vdb")); // nothing better known
    QCOMPARE(text(2, Gui::DriveListModel::SubtitleRole), QStringLiteral("10.7 GB · virtio"));
    QVERIFY(text(0, Qt::AccessibleTextRole).contains(QLatin1String("hard disk")));
    QVERIFY(!model.index(1).data(Qt::DecorationRole).value<QIcon>().isNull());
    QCOMPARE(model.rowOfPath(QStringLiteral("/dev/loop3")), 3);
    QCOMPARE(model.rowOfPath(QStringLiteral("/dev/sdz")), -1);
}

void TestDrivePage::saveScreenshots()
{
    // For people and CI artefacts: DRIVEPROOF_SCREENSHOT_DIR=/tmp/shots saves the page in
    // the default palette and in a dark one.
    const QString dir = qEnvironmentVariable("DRIVEPROOF_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set DRIVEPROOF_SCREENSHOT_DIR to save pictures of the page");
    const Device::DeviceInfo info = sataHdd512e();
    for (const bool dark : {false, true}) {
        Gui::DrivePage page;
        if (dark)
            page.setPalette(darkPalette());
        Device::DeviceInfo shown = info;
        shown.serial.clear();
        shown.missing = {{QStringLiteral("serial"), Device::Tr::tr("serial number"),
                          QStringLiteral("not reported")}};
        page.setDevice(shown);
        page.setAlignment(info.path, reportFor(info));
        page.resize(960, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const QString file =
            dir + (dark ? QStringLiteral("/page-dark.png") : QStringLiteral("/page-light.png"));
        QVERIFY(page.grab().save(file));
    }
}

QTEST_MAIN(TestDrivePage)
#include "tst_drivepage.moc"
